'use client';

import { Menu } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { SideSheet } from '@/components/ui/side-sheet';
import { HeaderNav } from './header-nav';

/** The header's navigation as a side sheet below the large breakpoint. */
export function MobileNav() {
  const t = useTranslations('nav');
  return (
    <SideSheet icon={<Menu className="size-5" aria-hidden="true" />} openLabel={t('openMenu')} closeLabel={t('closeMenu')} title={t('mainNavigation')}>
      {(close) => <HeaderNav className="flex-col" onNavigate={close} />}
    </SideSheet>
  );
}
