'use client';

import { useTranslations } from 'next-intl';
import { ShownOnceSecret } from '@/components/ui/shown-once-secret';

/** The signing secret of the endpoint just added, the one time it is shown. */
export function CreatedSecret({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const t = useTranslations('managerWebhooks.created');
  return (
    <ShownOnceSecret
      messages="managerWebhooks.created"
      title={t('title')}
      label={t('secret')}
      secret={secret}
      testId="created-webhook-secret"
      onDone={onDone}
    >
      <p className="text-sm break-all">
        <bdi dir="ltr">{url}</bdi>
      </p>
    </ShownOnceSecret>
  );
}
