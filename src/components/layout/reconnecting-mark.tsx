'use client';

import { RefreshCw } from 'lucide-react';

/** The turning mark beside the account icon while the session is being checked again. */
export function ReconnectingMark() {
  return (
    <span aria-hidden="true" className="absolute -end-1 -top-1 inline-flex size-4 items-center justify-center rounded-full border border-border bg-surface text-warn">
      <RefreshCw className="size-2.5 motion-safe:animate-spin" />
    </span>
  );
}
