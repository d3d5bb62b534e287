'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { portabilityContracts } from '@/shared/api/contracts/portability';

/** A row's delete, asked first; its name says which old address it stops redirecting. */
export function RedirectDelete({ id, source }: { id: string; source: string }) {
  const t = useTranslations('portability.redirects');
  const router = useRouter();
  return (
    <ConfirmButton
      size="sm"
      label={
        <>
          <Trash2 className="size-4" aria-hidden="true" />
          {t('delete')}
        </>
      }
      ariaLabel={t('deleteLabel', { source })}
      title={t('confirmDelete')}
      // Left-to-right isolates (LRI … PDI): the path keeps its order inside a Persian dialog, which takes text only.
      description={`\u2066${source}\u2069`}
      confirmLabel={t('delete')}
      onConfirm={async () => {
        await api(portabilityContracts.deleteRedirect, { params: { id } });
        router.refresh();
      }}
    />
  );
}
