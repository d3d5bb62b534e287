'use client';

import { Check, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { DeleteRowButton } from '@/components/panel/confirm-button';
import { useRowAction } from '@/components/panel/use-row-action';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { communityContracts } from '@/shared/api/browser/moderation';
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
  const { busy, run, leaveFor } = useRowAction<'approved' | 'rejected' | 'delete'>();
  const moderate = (next: 'approved' | 'rejected') =>
    run(next, () => api(communityContracts.moderateComment, { params: { id }, body: { status: next } }));
  const remove = () =>
    run('delete', () => api(communityContracts.deleteComment, { params: { id } }), leaveFor(afterDelete));

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
        <DeleteRowButton label={t('delete')} title={t('confirmDelete')} onConfirm={remove} />
      ) : null}
    </div>
  );
}
