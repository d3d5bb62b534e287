'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** A block of the settings page, reachable by its anchor (`#passkeys`, `#sessions`, …). */
export function AccountSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-2xl border border-border bg-surface p-6">
      <h2 id={`${id}-title`} className="mb-2 text-lg font-bold">
        {title}
      </h2>
      <p className="mb-4 text-sm text-muted">{intro}</p>
      {children}
    </section>
  );
}

/** Grey rows the size of what is loading, announced once as loading. */
export function SectionLoading({ rows = 1, rowClassName }: { rows?: number; rowClassName: string }) {
  const common = useTranslations('common');
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{common('loading')}</span>
      {Array.from({ length: rows }, (_, row) => (
        <span key={row} aria-hidden="true" className={`${rowClassName} animate-pulse rounded-xl bg-surface-2`} />
      ))}
    </div>
  );
}

/** The section's data did not load: says so and offers to ask again. */
export function SectionLoadError({
  message,
  retryLabel,
  query,
}: {
  message: string;
  retryLabel: string;
  query: { isFetching: boolean; refetch: () => Promise<unknown> };
}) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="alert" className="text-sm text-danger">
        {message}
      </p>
      <Button severity="secondary" size="sm" isLoading={query.isFetching} onClick={() => void query.refetch()}>
        {retryLabel}
      </Button>
    </div>
  );
}
