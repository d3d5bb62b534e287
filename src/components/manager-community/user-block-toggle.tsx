'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { apiFetch } from '@/lib/api-client';

/** Block (after confirmation; the account is signed out everywhere) or unblock, from the users table. */
export function UserBlockToggle({ id, username, isBlocked }: { id: string; username: string; isBlocked: boolean }) {
  const t = useTranslations('managerUsers');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (!isBlocked && !window.confirm(t('confirmBlock', { name: username }))) return;
    setBusy(true);
    try {
      await apiFetch(`/api/manager/users/${id}/block`, { method: isBlocked ? 'DELETE' : 'POST' });
      router.refresh();
    } catch {
      // apiFetch already showed the error toast.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      severity={isBlocked ? 'secondary' : 'danger'}
      isLoading={busy}
      onClick={toggle}
      aria-label={isBlocked ? t('unblockUser', { name: username }) : t('blockUser', { name: username })}
    >
      {isBlocked ? t('unblock') : t('block')}
    </Button>
  );
}
