'use client';

import { Check, RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { DeleteRowButton } from '@/components/panel/confirm-button';
import { useRowAction } from '@/components/panel/use-row-action';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { communityContracts } from '@/shared/api/browser/moderation';

type Props = { id: string; isHandled: boolean; canUpdate: boolean; canDelete: boolean; afterDelete?: string };

/** Mark a contact message handled (or not) and delete it after confirmation. */
export function ContactActions({ id, isHandled, canUpdate, canDelete, afterDelete }: Props) {
  const t = useTranslations('managerContacts');
  const { busy, run, leaveFor } = useRowAction<'handle' | 'delete'>();

  return (
    <div className="flex flex-wrap gap-2">
      {canUpdate ? (
        <Button
          size="sm"
          severity={isHandled ? 'secondary' : 'success'}
          isLoading={busy === 'handle'}
          disabled={busy !== null}
          onClick={() =>
            run('handle', () => api(communityContracts.updateContactMessage, { params: { id }, body: { handled: !isHandled } }))
          }
        >
          {isHandled ? <RotateCcw className="size-4" aria-hidden="true" /> : <Check className="size-4" aria-hidden="true" />}
          {isHandled ? t('markUnhandled') : t('markHandled')}
        </Button>
      ) : null}
      {canDelete ? (
        <DeleteRowButton
          label={t('delete')}
          title={t('confirmDelete')}
          onConfirm={() => run('delete', () => api(communityContracts.deleteContactMessage, { params: { id } }), leaveFor(afterDelete))}
        />
      ) : null}
    </div>
  );
}
