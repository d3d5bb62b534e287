'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** "Page not found: {full path}" (SPEC §8), with the query string once the browser knows it. */
export function NotFoundMessage() {
  const t = useTranslations('errors');
  const pathname = usePathname();
  const fullPath = useSyncExternalStore(
    noSubscription,
    () => window.location.pathname + window.location.search + window.location.hash,
    () => pathname,
  );
  return <>{t('notFound', { path: decodeURI(fullPath) })}</>;
}
