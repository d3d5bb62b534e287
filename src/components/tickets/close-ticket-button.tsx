'use client';

import { useTranslations } from 'next-intl';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { notificationTicketContracts } from '@/shared/api/browser/notifications-tickets';

/** The owner's "close ticket", confirmed first: a closed ticket takes no more replies. */
export function CloseTicketButton({ ticketId }: { ticketId: string }) {
  const t = useTranslations('tickets');
  const router = useRouter();
  return (
    <ConfirmButton
      label={t('close')}
      title={t('close')}
      description={t('confirmClose')}
      confirmLabel={t('close')}
      severity="secondary"
      onConfirm={async () => {
        await api(notificationTicketContracts.closeTicket, { params: { id: ticketId }, body: { status: 'closed' } });
        router.refresh();
      }}
    />
  );
}
