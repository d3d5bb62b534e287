'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { BackHomeButton } from './back-home-button';
import { ErrorScreen } from './error-screen';
import { NotFoundMessage } from './not-found-message';

/** The 404 screen without a landmark of its own: it sits in the `main` of whatever frame shows it. */
export function NotFoundContent() {
  const t = useTranslations('errors');
  const locale = useLocale() as Locale;
  return <ErrorScreen locale={locale} status={404} title={t('notFoundTitle')} message={<NotFoundMessage />} action={<BackHomeButton />} />;
}
