'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { onNavigation } from '@/lib/navigation-events';
import { listSectionOf } from './list-path';

/**
 * The cards of a list page. While the same list loads another page, filter or sort (another
 * address of the same section's list), skeleton cards stand in for the old ones. A route `loading.tsx`
 * would stream the real list behind a script, which readers without JavaScript never see.
 */
export function ListResults({ children, skeletonCount }: { children: ReactNode; skeletonCount: number }) {
  const t = useTranslations('library');
  const [isPending, setIsPending] = useState(false);

  useEffect(
    () =>
      onNavigation((event, target) => {
        const list = listSectionOf(window.location.pathname);
        setIsPending(event === 'start' && list !== null && !!target && listSectionOf(target.pathname) === list);
      }),
    [],
  );

  if (!isPending) return children;
  return (
    <ul className="card-grid" aria-busy="true" aria-label={t('loadingList')} data-testid="list-skeleton">
      {Array.from({ length: skeletonCount }, (_, index) => (
        <li key={index} className="flex animate-pulse flex-col gap-3 rounded-2xl border border-border bg-surface p-3 motion-reduce:animate-none">
          <div className="aspect-video rounded-xl bg-surface-2" />
          <div className="h-5 w-3/4 rounded bg-surface-2" />
          <div className="h-4 w-full rounded bg-surface-2" />
          <div className="h-4 w-2/3 rounded bg-surface-2" />
        </li>
      ))}
    </ul>
  );
}
