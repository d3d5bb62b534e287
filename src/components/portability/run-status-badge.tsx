'use client';

import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/manager-community/status-badge';
import type { ImportRunJson } from '@/shared/schemas/portability';

const statusTone = { queued: 'neutral', running: 'pending', done: 'approved', failed: 'rejected' } as const;

/** A run's status as a pill (waiting, running, finished, failed), on the import and export screens alike. */
export function RunStatusBadge({ status }: { status: ImportRunJson['status'] }) {
  const t = useTranslations('portability.run');
  return <StatusBadge tone={statusTone[status]}>{t(`status.${status}`)}</StatusBadge>;
}
