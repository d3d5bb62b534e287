'use client';

import { X } from 'lucide-react';
import { Dialog as Primitive } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children?: ReactNode;
  className?: string;
  /** Element to focus when the dialog closes; Radix only knows its own Trigger. */
  returnFocusTo?: HTMLElement | null;
  /** Element to focus when the dialog opens, instead of its first control (a dialog whose every action is a choice). */
  initialFocus?: RefObject<HTMLElement | null>;
};

/** Modal dialog: Radix traps focus, closes on Escape and returns focus to what opened it. */
export function Dialog({ isOpen, onOpenChange, title, description, closeLabel, children, className, returnFocusTo, initialFocus }: Props) {
  return (
    <Primitive.Root open={isOpen} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Primitive.Content
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.isConnected) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
          className={cn(
            'fixed start-1/2 top-1/2 z-50 max-h-[90dvh] w-[min(28rem,calc(100vw-2rem))] -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-6 shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2',
            className,
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Primitive.Title className="text-xl font-bold">{title}</Primitive.Title>
              {description ? <Primitive.Description className="mt-1 text-sm text-muted">{description}</Primitive.Description> : null}
            </div>
            <Primitive.Close className="rounded-md p-1 text-muted hover:bg-surface-2 hover:text-fg" aria-label={closeLabel}>
              <X className="size-5" aria-hidden="true" />
            </Primitive.Close>
          </div>
          {children}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
