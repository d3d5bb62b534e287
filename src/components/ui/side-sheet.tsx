'use client';

import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';

type Props = {
  /** The trigger's icon; it shows only below the large breakpoint. */
  icon: ReactNode;
  openLabel: string;
  closeLabel: string;
  title: string;
  /** The sheet's navigation; `close` shuts the sheet once a link is followed. */
  children: (close: () => void) => ReactNode;
};

/** Navigation in a sheet from the start edge, below the large breakpoint (focus trapped by Radix). */
export function SideSheet({ icon, openLabel, closeLabel, title, children }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-surface-2 lg:hidden" aria-label={openLabel}>
        {icon}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-e border-border bg-surface p-4 shadow-2xl">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="font-bold">{title}</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 hover:bg-surface-2" aria-label={closeLabel}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{title}</Dialog.Description>
          <nav aria-label={title}>{children(() => setIsOpen(false))}</nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
