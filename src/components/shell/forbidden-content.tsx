'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { Locale } from '@/i18n/locales';
import { BackHomeButton } from './back-home-button';
import { ErrorScreen } from './error-screen';
import { useForbiddenReason } from './forbidden-reason';

const detailKey = { 'manager-panel': 'forbiddenManagerPanel', 'manager-permission': 'forbiddenPermission' } as const;

/**
 * The 403 screen without a landmark of its own: it sits in the `main` of the frame that shows it.
 * SPEC §8's error-403 message, and below it what exactly is refused when the frame knows.
 */
export function ForbiddenContent() {
  const t = useTranslations('errors');
  const locale = useLocale() as Locale;
  const reason = useForbiddenReason();
  const title = t('forbiddenTitle');
  // The tab names the refusal, not the refused page: the site's name (the title template's first
  // part, SPEC §2) and this title. A reader's manager pages say so from the server already.
  useEffect(() => {
    const [site] = document.title.split(' | ');
    document.title = site ? `${site} | ${title}` : title;
  }, [title]);
  return (
    <ErrorScreen
      locale={locale}
      status={403}
      title={title}
      message={t('error-403')}
      detail={reason ? t(detailKey[reason]) : undefined}
      action={<BackHomeButton />}
    />
  );
}
