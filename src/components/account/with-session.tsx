'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useAuth } from '@/components/shell/auth-provider';

/**
 * Renders account forms once the browser's auth check has loaded the user (the server already
 * let the request through its guard), with a loading state until then.
 */
export function WithSession({ children }: { children: ReactNode }) {
  const t = useTranslations('common');
  const { session } = useAuth();
  if (!session) {
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-4">
        <span className="sr-only">{t('loading')}</span>
        {[0, 1, 2].map((row) => (
          <div key={row} className="h-40 animate-pulse rounded-2xl border border-border bg-surface" />
        ))}
      </div>
    );
  }
  return children;
}
