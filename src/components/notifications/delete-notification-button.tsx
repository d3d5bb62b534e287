'use client';

import { useTranslations } from 'next-intl';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { notificationTicketContracts } from '@/shared/api/browser/notifications-tickets';

/** Deletes a composed notification after a confirmation, then returns to the list. */
export function DeleteNotificationButton({ id }: { id: string }) {
  const t = useTranslations('notifications.manager');
  const router = useRouter();
  return (
    <ConfirmButton
      label={t('delete')}
      title={t('delete')}
      description={t('confirmDelete')}
      confirmLabel={t('delete')}
      onConfirm={async () => {
        await api(notificationTicketContracts.deleteNotification, { params: { id } });
        router.push('/manager/panel/notification');
        router.refresh();
      }}
    />
  );
}
