'use client';

import { RotateCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { webhookContracts } from '@/shared/api/browser/webhooks';

/** Sends a delivery again (same message id); the log refreshes to show it pending. */
export function WebhookRedeliver({ id, event }: { id: string; event: string }) {
  const t = useTranslations('managerWebhooks.deliveries');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const redeliver = async () => {
    setBusy(true);
    try {
      await api(webhookContracts.redeliverWebhook, { params: { id } });
      toast({ severity: 'success', detail: t('redelivering') });
      router.refresh();
    } catch {
      // The API client has already told the manager what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" size="sm" severity="secondary" isLoading={busy} aria-label={t('redeliverLabel', { event })} onClick={() => void redeliver()}>
      <RotateCw className="size-4" aria-hidden="true" />
      {t('redeliver')}
    </Button>
  );
}
