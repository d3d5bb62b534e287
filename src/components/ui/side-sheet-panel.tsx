'use client';

import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';

export type SideSheetPanelProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The button that opened the sheet: focus goes back there on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
  closeLabel: string;
  title: string;
  children: (close: () => void) => ReactNode;
};

/** The sheet itself (focus trapped by Radix), loaded the first time its button is pressed. */
export function SideSheetPanel({ isOpen, onOpenChange, triggerRef, contentId, closeLabel, title, children }: SideSheetPanelProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          id={contentId}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-e border-border bg-surface p-4 shadow-2xl">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="font-bold">{title}</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 hover:bg-surface-2" aria-label={closeLabel}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{title}</Dialog.Description>
          <nav aria-label={title}>{children(() => onOpenChange(false))}</nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
