'use client';

import { Pause, Play } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { webhookContracts } from '@/shared/api/browser/webhooks';

/** Switches an endpoint off (no events are sent to it) or back on; its name says which endpoint. */
export function WebhookEndpointToggle({ id, url, enabled }: { id: string; url: string; enabled: boolean }) {
  const t = useTranslations('managerWebhooks');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await api(webhookContracts.updateWebhookEndpoint, { params: { id }, body: { enabled: !enabled } });
      toast({ severity: 'success', detail: t(enabled ? 'disabled' : 'enabled') });
      router.refresh();
    } catch {
      // The API client has already told the manager what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" size="sm" severity="secondary" isLoading={busy} aria-label={t(enabled ? 'disableLabel' : 'enableLabel', { url })} onClick={() => void toggle()}>
      {enabled ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
      {t(enabled ? 'disable' : 'enable')}
    </Button>
  );
}
