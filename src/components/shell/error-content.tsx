'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { Locale } from '@/i18n/locales';
import { finishNavigation } from '@/lib/navigation-events';
import { isChunkLoadError, recoverFromPreloadError } from '@/lib/preload-recovery';
import { BackHomeButton } from './back-home-button';
import { ErrorScreen } from './error-screen';

type Props = { error: Error & { digest?: string }; reset: () => void };

/**
 * SPEC §8: an unhandled error shows its own message and a way back home that clears it. A server
 * error reaches the browser without its message (Next withholds it), so it reads as "unexpected";
 * a part of the page that failed to load is recovered by a reload (SPEC §8) and never shows its URL.
 * No landmark of its own: error.tsx files place it inside or outside a frame's `main`.
 */
export function ErrorContent({ error, reset }: Props) {
  const t = useTranslations('errors');
  const locale = useLocale() as Locale;
  const isPreloadError = isChunkLoadError(error);
  useEffect(() => {
    finishNavigation();
    // A missing chunk of an older build reloads into the new one; only a repeat lands here for good.
    if (recoverFromPreloadError(error)) return;
    console.error(error);
  }, [error]);
  const message = isPreloadError ? t('preloadFailed') : error.digest || !error.message ? t('unexpected') : error.message;
  return <ErrorScreen locale={locale} title={t('title')} message={message} action={<BackHomeButton onBeforeNavigate={reset} />} />;
}
