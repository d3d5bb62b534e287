'use client';

import { useTranslations } from 'next-intl';
import { BackHomeButton } from '@/components/shell/back-home-button';
import { ErrorScreen } from '@/components/shell/error-screen';

/** Rendered with status 403 when a page calls `forbidden()` (SPEC §8's error-403). */
export default function Forbidden() {
  const t = useTranslations('errors');
  return (
    <main id="main">
      <ErrorScreen title={t('title')} code="403" message={t('error-403')} action={<BackHomeButton />} />
    </main>
  );
}
