'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { finishNavigation } from '@/lib/navigation-events';
import { BackHomeButton } from '@/components/shell/back-home-button';
import { ErrorScreen } from '@/components/shell/error-screen';

/**
 * SPEC §8: an unhandled error shows its own message and a way back home that clears it. A server
 * error reaches the browser without its message (Next withholds it), so it reads as "unexpected".
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  useEffect(() => {
    finishNavigation();
    console.error(error);
  }, [error]);
  return (
    <main id="main">
      <ErrorScreen title={t('title')} message={error.digest || !error.message ? t('unexpected') : error.message} action={<BackHomeButton onBeforeNavigate={reset} />} />
    </main>
  );
}
