'use client';

import { Menu } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { SideSheet } from '@/components/ui/side-sheet';
import { usePathname } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { localePath, pathInLocale } from '@/i18n/locale-path';
import { cx } from '@/lib/cx';
import type { PublicSection } from '@/shared/routes';
import { HeaderNav } from './header-nav';
import { SheetPreferences } from './sheet-preferences';
import { LazySiteSearchForm } from './lazy-site-search-form';

/** The site's own pages, after the library's sections: the footer's links, within a thumb's reach. */
const sitePages = [
  { path: '/about-us', label: 'aboutUs' },
  { path: '/faq', label: 'faq' },
  { path: '/contact-us', label: 'contactUs' },
] as const;

/**
 * The header's navigation as a side sheet below the large breakpoint: search, the sections, the
 * about, FAQ and contact pages and, on phones, language and theme.
 */
export function MobileNav({ sections }: { sections: readonly PublicSection[] }) {
  const t = useTranslations('nav');
  const locale = useLocale() as Locale;
  const pathname = pathInLocale(usePathname(), locale);
  return (
    <SideSheet icon={<Menu className="size-5" aria-hidden="true" />} openLabel={t('openMenu')} closeLabel={t('closeMenu')} title={t('mainNavigation')}>
      {(close) => (
        <>
          <LazySiteSearchForm className="mb-4" onSearch={close} />
          <HeaderNav sections={sections} className="flex-col" onNavigate={close} />
          <ul className="mt-3 flex flex-col gap-1 border-t border-border pt-3" data-testid="mobile-site-pages">
            {sitePages.map(({ path, label }) => (
              <li key={path}>
                <a
                  href={localePath(locale, path)}
                  onClick={close}
                  aria-current={pathname === path ? 'page' : undefined}
                  className={cx(
                    'block rounded-lg px-2 py-2 text-sm font-medium hover:bg-surface-2 hover:text-fg',
                    pathname === path ? 'bg-surface-2 text-fg' : 'text-muted',
                  )}
                >
                  {t(label)}
                </a>
              </li>
            ))}
          </ul>
          <SheetPreferences offersLightMode />
        </>
      )}
    </SideSheet>
  );
}
