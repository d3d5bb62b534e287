'use client';

import { useTranslations } from 'next-intl';
import { DeleteRowButton } from '@/components/panel/confirm-button';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { portabilityContracts } from '@/shared/api/browser/portability';

/** A row's delete, asked first; its name says which old address it stops redirecting. */
export function RedirectDelete({ id, source }: { id: string; source: string }) {
  const t = useTranslations('portability.redirects');
  const router = useRouter();
  return (
    <DeleteRowButton
      label={t('delete')}
      ariaLabel={t('deleteLabel', { source })}
      title={t('confirmDelete')}
      target={source}
      onConfirm={async () => {
        await api(portabilityContracts.deleteRedirect, { params: { id } });
        router.refresh();
      }}
    />
  );
}
