'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

type Props = {
  label: ReactNode;
  title: string;
  description?: string;
  confirmLabel: string;
  className?: string;
  onConfirm: () => Promise<void>;
  severity?: 'danger' | 'secondary';
  size?: ComponentProps<typeof Button>['size'];
  /** The button's accessible name when its label alone is ambiguous (a row's "Block"). */
  ariaLabel?: string;
};

/** A button that asks first (a modal with confirm and cancel) before a destructive or weighty action. */
export function ConfirmButton({ label, title, description, confirmLabel, onConfirm, severity = 'danger', className, size, ariaLabel }: Props) {
  const common = useTranslations('common');
  const [isOpen, setIsOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const confirm = async () => {
    setIsBusy(true);
    try {
      await onConfirm();
      setIsOpen(false);
    } catch {
      // The API client already showed the error.
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <>
      <Button
        type="button"
        severity={severity}
        size={size}
        className={className}
        aria-label={ariaLabel}
        onClick={(event) => {
          setOpener(event.currentTarget);
          setIsOpen(true);
        }}
      >
        {label}
      </Button>
      <Dialog isOpen={isOpen} onOpenChange={setIsOpen} title={title} description={description} closeLabel={common('close')} returnFocusTo={opener}>
        <div className="flex justify-end gap-2">
          <Button type="button" severity="secondary" onClick={() => setIsOpen(false)}>
            {common('cancel')}
          </Button>
          {/* Only a destructive action is confirmed in red: a restore or a resend is not a delete. */}
          <Button type="button" severity={severity === 'danger' ? 'danger' : 'primary'} isLoading={isBusy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

type DeleteRowProps = {
  label: string;
  title: string;
  onConfirm: () => Promise<void>;
  /** The button's name when the row needs saying (`Delete https://…`). */
  ariaLabel?: string;
  /** An address or path the dialog names; kept left to right inside a Persian dialog. */
  target?: string;
};

/** A row's delete: a small bin-and-word button that asks first. */
export function DeleteRowButton({ label, title, onConfirm, ariaLabel, target }: DeleteRowProps) {
  return (
    <ConfirmButton
      size="sm"
      label={
        <>
          <Trash2 className="size-4" aria-hidden="true" />
          {label}
        </>
      }
      ariaLabel={ariaLabel}
      title={title}
      // Left-to-right isolates (LRI … PDI): the dialog takes text only, so no <bdi>.
      description={target === undefined ? undefined : `\u2066${target}\u2069`}
      confirmLabel={label}
      onConfirm={onConfirm}
    />
  );
}
