'use client';

import { PanelLeft } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { SheetPreferences } from '@/components/layout/sheet-preferences';
import { SideSheet } from '@/components/ui/side-sheet';
import { SidebarNav, type SidebarGroup } from './sidebar-nav';

/** Below the large breakpoint the sidebar folds into a sheet opened from the panel header (with language and theme on phones). */
export function MobileSidebar({ groups, namespace, title }: { groups: SidebarGroup[]; namespace: 'panel' | 'manager'; title: string }) {
  const t = useTranslations('common');
  return (
    <SideSheet icon={<PanelLeft className="size-5 rtl:rotate-180" aria-hidden="true" />} openLabel={t('openSidebar')} closeLabel={t('close')} title={title}>
      {(close) => (
        <>
          <SidebarNav groups={groups} namespace={namespace} onNavigate={close} />
          <SheetPreferences />
        </>
      )}
    </SideSheet>
  );
}
