'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiFetch } from '@/lib/api-client';
import type { ImportRunJson } from '@/shared/schemas/portability';

/** How often a run still going is asked about. */
const POLL_MS = 1500;

export const importRunsKey = ['import-runs'] as const;

export const isRunActive = (run: ImportRunJson | undefined): boolean => run?.status === 'queued' || run?.status === 'running';

/**
 * The run on screen (none when `shown` is null), asked for again every 1.5 s while it is queued or
 * running and never after. When one ends, the list of latest runs is refetched for its new status.
 */
export function useImportRun(shown: { id: string; initial?: ImportRunJson } | null) {
  const queryClient = useQueryClient();
  const id = shown?.id ?? null;
  const query = useQuery({
    queryKey: ['import-run', id],
    queryFn: async () => (await apiFetch<{ data: ImportRunJson }>(`/api/manager/import/runs/${id}`)).data,
    enabled: id !== null,
    initialData: shown?.initial,
    refetchInterval: (current) => (id !== null && (current.state.data === undefined || isRunActive(current.state.data)) ? POLL_MS : false),
  });
  const isActive = isRunActive(query.data);
  const wasActive = useRef(isActive);
  // Only the moment a followed run ends refreshes the list (opening an old report does not).
  useEffect(() => {
    if (wasActive.current && !isActive) void queryClient.invalidateQueries({ queryKey: importRunsKey });
    wasActive.current = isActive;
  }, [isActive, queryClient]);
  return query;
}
