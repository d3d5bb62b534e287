'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { localePath, pathInLocale } from '@/i18n/locale-path';
import { cx } from '@/lib/cx';
import type { PublicSection } from '@/shared/routes';

type Props = {
  /** The public sections, passed in by the server so the registry's schemas stay out of the browser bundle. */
  sections: readonly PublicSection[];
  className?: string;
  onNavigate?: () => void;
};

/**
 * Links to every public section; the current one is marked for screen readers and the eye. Plain
 * anchors, as between all public pages (ADR 0024): next-intl's navigation would bring next/link
 * into every page's scripts for these few links.
 */
export function HeaderNav({ sections, className, onNavigate }: Props) {
  const t = useTranslations('nav');
  const locale = useLocale() as Locale;
  const pathname = pathInLocale(usePathname(), locale);
  return (
    <ul className={cx('flex gap-1', className)}>
      {sections.map((section) => {
        const isCurrent = pathname === `/${section}` || pathname.startsWith(`/${section}/`);
        return (
          <li key={section}>
            <a
              href={localePath(locale, `/${section}`)}
              onClick={onNavigate}
              aria-current={isCurrent ? 'page' : undefined}
              className={cx(
                'block rounded-lg px-2 py-2 text-sm font-medium hover:bg-surface-2 hover:text-fg xl:px-3',
                isCurrent ? 'bg-surface-2 text-fg' : 'text-muted',
              )}
            >
              {t(section)}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
