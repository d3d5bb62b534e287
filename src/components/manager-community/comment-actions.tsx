'use client';

import { Check, Trash2, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { apiFetch } from '@/lib/api-client';
import type { CommentStatus } from '@/shared/schemas/community';

type Props = {
  id: string;
  status: CommentStatus;
  canModerate: boolean;
  canDelete: boolean;
  /** Where to go after a delete (the detail page leaves; the list just refreshes). */
  afterDelete?: string;
};

/** Approve, reject and delete (after confirmation) one comment, then refresh the server-rendered list. */
export function CommentActions({ id, status, canModerate, canDelete, afterDelete }: Props) {
  const t = useTranslations('managerComments');
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (name: string, call: () => Promise<unknown>, then: () => void = () => router.refresh()) => {
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
  const moderate = (next: 'approved' | 'rejected') =>
    run(next, () => apiFetch(`/api/manager/comments/${id}`, { method: 'PATCH', body: { status: next } }));
  const remove = () =>
    run(
      'delete',
      () => apiFetch(`/api/manager/comments/${id}`, { method: 'DELETE' }),
      () => (afterDelete ? router.push(afterDelete) : router.refresh()),
    );

  return (
    <div className="flex flex-wrap gap-2">
      {canModerate && status !== 'approved' ? (
        <Button size="sm" severity="success" isLoading={busy === 'approved'} disabled={busy !== null} onClick={() => moderate('approved')}>
          <Check className="size-4" aria-hidden="true" />
          {t('approve')}
        </Button>
      ) : null}
      {canModerate && status !== 'rejected' ? (
        <Button size="sm" severity="warn" isLoading={busy === 'rejected'} disabled={busy !== null} onClick={() => moderate('rejected')}>
          <X className="size-4" aria-hidden="true" />
          {t('reject')}
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
          onConfirm={remove}
        />
      ) : null}
    </div>
  );
}
