'use client';

import { useTranslations } from 'next-intl';
import { ShownOnceSecret } from '@/components/ui/shown-once-secret';

/** The token just made, the one time it exists outside the other system. */
export function CreatedToken({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const t = useTranslations('managerIntegrations.created');
  return (
    <ShownOnceSecret
      messages="managerIntegrations.created"
      title={t('title', { name })}
      label={t('token')}
      secret={token}
      testId="created-token"
      onDone={onDone}
    />
  );
}
