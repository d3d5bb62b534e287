'use client';

import { Ban } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { integrationContracts } from '@/shared/api/browser/integrations';

/** A token's revoke, asked first; its name says which token it stops. */
export function IntegrationTokenRevoke({ id, name }: { id: string; name: string }) {
  const t = useTranslations('managerIntegrations');
  const router = useRouter();
  return (
    <ConfirmButton
      size="sm"
      label={
        <>
          <Ban className="size-4" aria-hidden="true" />
          {t('revoke')}
        </>
      }
      ariaLabel={t('revokeLabel', { name })}
      title={t('confirmRevoke')}
      description={t('confirmRevokeText')}
      confirmLabel={t('revoke')}
      onConfirm={async () => {
        await api(integrationContracts.revokeIntegrationToken, { params: { id } });
        toast({ severity: 'success', detail: t('revoked') });
        router.refresh();
      }}
    />
  );
}
