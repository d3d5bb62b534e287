'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { cx } from '@/lib/cx';
import type { PublicSection } from '@/shared/routes';

type Props = {
  /** The public sections, passed in by the server so the registry's schemas stay out of the browser bundle. */
  sections: readonly PublicSection[];
  className?: string;
  onNavigate?: () => void;
};

/** Links to every public section; the current one is marked for screen readers and the eye. */
export function HeaderNav({ sections, className, onNavigate }: Props) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  return (
    <ul className={cx('flex gap-1', className)}>
      {sections.map((section) => {
        const isCurrent = pathname === `/${section}` || pathname.startsWith(`/${section}/`);
        return (
          <li key={section}>
            <Link
              href={`/${section}`}
              onClick={onNavigate}
              aria-current={isCurrent ? 'page' : undefined}
              className={cx(
                'block rounded-lg px-2 py-2 text-sm font-medium hover:bg-surface-2 hover:text-fg xl:px-3',
                isCurrent ? 'bg-surface-2 text-fg' : 'text-muted',
              )}
            >
              {t(section)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
