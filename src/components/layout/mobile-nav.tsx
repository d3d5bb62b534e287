'use client';

import { Menu } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { SideSheet } from '@/components/ui/side-sheet';
import type { PublicSection } from '@/shared/routes';
import { HeaderNav } from './header-nav';
import { SheetPreferences } from './sheet-preferences';
import { SiteSearchForm } from './site-search-form';

/** The header's navigation as a side sheet below the large breakpoint, with search and, on phones, language and theme. */
export function MobileNav({ sections }: { sections: readonly PublicSection[] }) {
  const t = useTranslations('nav');
  return (
    <SideSheet icon={<Menu className="size-5" aria-hidden="true" />} openLabel={t('openMenu')} closeLabel={t('closeMenu')} title={t('mainNavigation')}>
      {(close) => (
        <>
          <SiteSearchForm className="mb-4" onSearch={close} />
          <HeaderNav sections={sections} className="flex-col" onNavigate={close} />
          <SheetPreferences />
        </>
      )}
    </SideSheet>
  );
}
