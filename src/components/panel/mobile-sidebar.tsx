'use client';

import { PanelLeft, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { SidebarNav, type SidebarGroup } from './sidebar-nav';

/** Below the large breakpoint the sidebar folds into a sheet opened from the panel header. */
export function MobileSidebar({ groups, namespace, title }: { groups: SidebarGroup[]; namespace: 'panel' | 'manager'; title: string }) {
  const t = useTranslations('common');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-surface-2 lg:hidden" aria-label={t('openSidebar')}>
        <PanelLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-e border-border bg-surface p-4 shadow-2xl">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="font-bold">{title}</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 hover:bg-surface-2" aria-label={t('close')}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{title}</Dialog.Description>
          <nav aria-label={title}>
            <SidebarNav groups={groups} namespace={namespace} onNavigate={() => setIsOpen(false)} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
