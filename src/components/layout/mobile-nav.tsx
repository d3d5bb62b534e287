'use client';

import { Menu, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { HeaderNav } from './header-nav';

/** The header's navigation as a side sheet below the large breakpoint. */
export function MobileNav() {
  const t = useTranslations('nav');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-surface-2 lg:hidden" aria-label={t('openMenu')}>
        <Menu className="size-5" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-e border-border bg-surface p-4 shadow-2xl">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="font-bold">{t('mainNavigation')}</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 hover:bg-surface-2" aria-label={t('closeMenu')}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('mainNavigation')}</Dialog.Description>
          <nav aria-label={t('mainNavigation')}>
            <HeaderNav className="flex-col" onNavigate={() => setIsOpen(false)} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
