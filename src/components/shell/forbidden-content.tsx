'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { BackHomeButton } from './back-home-button';
import { ErrorScreen } from './error-screen';

/** The 403 screen without a landmark of its own: it sits in the `main` of the frame that shows it. */
export function ForbiddenContent() {
  const t = useTranslations('errors');
  const locale = useLocale() as Locale;
  return <ErrorScreen locale={locale} status={403} title={t('title')} message={t('error-403')} action={<BackHomeButton />} />;
}
