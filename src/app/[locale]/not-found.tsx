'use client';

import { useTranslations } from 'next-intl';
import { BackHomeButton } from '@/components/shell/back-home-button';
import { ErrorScreen } from '@/components/shell/error-screen';
import { NotFoundMessage } from '@/components/shell/not-found-message';

/** A client component: not-found receives no params, and the provider above knows the language. */
export default function NotFound() {
  const t = useTranslations('errors');
  return (
    <main id="main">
      <ErrorScreen title={t('notFoundTitle')} code="404" message={<NotFoundMessage />} action={<BackHomeButton />} />
    </main>
  );
}
