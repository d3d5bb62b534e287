'use client';

import { useTranslations } from 'next-intl';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { useRowAction } from '@/components/panel/use-row-action';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { aclContracts } from '@/shared/api/browser/acl';

/** Block (after confirmation; the account is signed out everywhere) or unblock, from the users table. */
export function UserBlockToggle({ id, username, isBlocked }: { id: string; username: string; isBlocked: boolean }) {
  const t = useTranslations('managerUsers');
  const { busy, run } = useRowAction<'toggle'>();
  const toggle = () => run('toggle', () => api(isBlocked ? aclContracts.unblockUser : aclContracts.blockUser, { params: { id } }));
  if (!isBlocked) {
    // Blocking signs the account out everywhere: it asks first.
    return (
      <ConfirmButton
        size="sm"
        label={t('block')}
        ariaLabel={t('blockUser', { name: username })}
        title={t('confirmBlock', { name: username })}
        confirmLabel={t('block')}
        onConfirm={toggle}
      />
    );
  }
  return (
    <Button size="sm" severity="secondary" isLoading={busy === 'toggle'} onClick={toggle} aria-label={t('unblockUser', { name: username })}>
      {t('unblock')}
    </Button>
  );
}
