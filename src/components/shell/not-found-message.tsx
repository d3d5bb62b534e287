'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * "Page not found: {full path}" (SPEC §8). The server knows the path, so crawlers and readers
 * without JavaScript get it too; the query string joins once the browser knows it. The path is
 * isolated left-to-right, or a Persian sentence would move its leading slash to the far end.
 */
export function NotFoundMessage() {
  const t = useTranslations('errors');
  const pathname = usePathname();
  const fullPath = useSyncExternalStore(
    noSubscription,
    () => window.location.pathname + window.location.search + window.location.hash,
    () => pathname,
  );
  return <>{t.rich('notFound', { path: decodeURI(fullPath), bdi: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}</>;
}
