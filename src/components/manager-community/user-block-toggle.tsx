'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { apiFetch } from '@/lib/api-client';

/** Block (after confirmation; the account is signed out everywhere) or unblock, from the users table. */
export function UserBlockToggle({ id, username, isBlocked }: { id: string; username: string; isBlocked: boolean }) {
  const t = useTranslations('managerUsers');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
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
    <Button size="sm" severity="secondary" isLoading={busy} onClick={toggle} aria-label={t('unblockUser', { name: username })}>
      {t('unblock')}
    </Button>
  );
}
