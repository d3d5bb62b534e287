'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '@/lib/api-client';
import type { ImportRunJson } from '@/shared/schemas/portability';

/** How often a run still going is asked about. */
const POLL_MS = 1500;

/**
 * Where a screen lists its runs (newest first) and reads one (`<endpoint>/<id>`): the import
 * screen's WordPress and archive runs, or the export screen's. Each answers 404 for the other's.
 */
export type RunsEndpoint = '/api/manager/import/runs' | '/api/manager/export/runs';

export const importRunsKey = (endpoint: RunsEndpoint) => ['import-runs', endpoint] as const;
const importRunKey = (endpoint: RunsEndpoint, id: string | null) => ['import-run', endpoint, id] as const;

export const isRunActive = (run: ImportRunJson | undefined): boolean => run?.status === 'queued' || run?.status === 'running';

type Shown = { id: string; initial?: ImportRunJson };

/**
 * The run on screen (none when `shown` is null), asked for again every 1.5 s while it is queued or
 * running and never after. When one ends, the list of latest runs is refetched for its new status.
 */
export function useImportRun(endpoint: RunsEndpoint, shown: Shown | null) {
  const queryClient = useQueryClient();
  const id = shown?.id ?? null;
  const query = useQuery({
    queryKey: importRunKey(endpoint, id),
    queryFn: async () => (await apiFetch<{ data: ImportRunJson }>(`${endpoint}/${id}`)).data,
    enabled: id !== null,
    initialData: shown?.initial,
    refetchInterval: (current) => (id !== null && (current.state.data === undefined || isRunActive(current.state.data)) ? POLL_MS : false),
  });
  const isActive = isRunActive(query.data);
  const wasActive = useRef(isActive);
  // Only the moment a followed run ends refreshes the list (opening an old report does not).
  useEffect(() => {
    if (wasActive.current && !isActive) void queryClient.invalidateQueries({ queryKey: importRunsKey(endpoint) });
    wasActive.current = isActive;
  }, [endpoint, isActive, queryClient]);
  return query;
}

/**
 * A runs screen's state in the browser: the latest runs (arriving with the page, then from the
 * API) and the one followed. A run lives on the server, so a reload finds it again: the newest
 * run, when still queued or running, is followed at once. `follow` takes a run just started.
 */
export function useRunsScreen(endpoint: RunsEndpoint, initialRuns: ImportRunJson[]) {
  const queryClient = useQueryClient();
  const runs = useQuery({
    queryKey: importRunsKey(endpoint),
    queryFn: async () => (await apiFetch<{ data: ImportRunJson[] }>(endpoint)).data,
    initialData: initialRuns,
  });
  const newest = runs.data[0];
  const [shown, setShown] = useState<Shown | null>(isRunActive(newest) ? { id: newest!.id, initial: newest } : null);
  const shownRun = useImportRun(endpoint, shown);

  const follow = (run: ImportRunJson) => {
    queryClient.setQueryData(importRunKey(endpoint, run.id), run);
    setShown({ id: run.id, initial: run });
    void queryClient.invalidateQueries({ queryKey: importRunsKey(endpoint) });
  };

  return {
    runs: runs.data,
    shownId: shown?.id ?? null,
    shownRun,
    follow,
    open: (run: ImportRunJson) => setShown({ id: run.id, initial: run }),
    close: () => setShown(null),
  };
}
