'use client';

import { Check, RotateCcw, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { apiFetch } from '@/lib/api-client';

type Props = { id: string; isHandled: boolean; canUpdate: boolean; canDelete: boolean; afterDelete?: string };

/** Mark a contact message handled (or not) and delete it after confirmation. */
export function ContactActions({ id, isHandled, canUpdate, canDelete, afterDelete }: Props) {
  const t = useTranslations('managerContacts');
  const router = useRouter();
  const [busy, setBusy] = useState<'handle' | 'delete' | null>(null);

  const run = async (name: 'handle' | 'delete', call: () => Promise<unknown>, then: () => void) => {
    setBusy(name);
    try {
      await call();
      then();
    } catch {
      // apiFetch already showed the error toast.
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {canUpdate ? (
        <Button
          size="sm"
          severity={isHandled ? 'secondary' : 'success'}
          isLoading={busy === 'handle'}
          disabled={busy !== null}
          onClick={() =>
            run('handle', () => apiFetch(`/api/manager/contacts/${id}`, { method: 'PATCH', body: { handled: !isHandled } }), () => router.refresh())
          }
        >
          {isHandled ? <RotateCcw className="size-4" aria-hidden="true" /> : <Check className="size-4" aria-hidden="true" />}
          {isHandled ? t('markUnhandled') : t('markHandled')}
        </Button>
      ) : null}
      {canDelete ? (
        <ConfirmButton
          size="sm"
          label={
            <>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('delete')}
            </>
          }
          title={t('confirmDelete')}
          confirmLabel={t('delete')}
          onConfirm={() =>
            run(
              'delete',
              () => apiFetch(`/api/manager/contacts/${id}`, { method: 'DELETE' }),
              () => (afterDelete ? router.push(afterDelete) : router.refresh()),
            )
          }
        />
      ) : null}
    </div>
  );
}
