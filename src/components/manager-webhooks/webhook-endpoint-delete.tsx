'use client';

import { useTranslations } from 'next-intl';
import { DeleteRowButton } from '@/components/panel/confirm-button';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { webhookContracts } from '@/shared/api/browser/webhooks';

/** An endpoint's delete, asked first: its delivery log goes with it. */
export function WebhookEndpointDelete({ id, url }: { id: string; url: string }) {
  const t = useTranslations('managerWebhooks');
  const router = useRouter();
  return (
    <DeleteRowButton
      label={t('delete')}
      ariaLabel={t('deleteLabel', { url })}
      title={t('confirmDelete')}
      target={url}
      onConfirm={async () => {
        await api(webhookContracts.deleteWebhookEndpoint, { params: { id } });
        toast({ severity: 'success', detail: t('deleted') });
        router.refresh();
      }}
    />
  );
}
