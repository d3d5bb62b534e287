'use client';

import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '@/lib/api-client';
import { portabilityContracts } from '@/shared/api/browser/portability';
import type { ImportRunJson } from '@/shared/schemas/portability';

/** How often a run still going is asked about. */
const POLL_MS = 1500;

/**
 * Where a screen lists its runs (newest first) and reads one: the import screen's WordPress and
 * archive runs, or the export screen's. Each answers 404 for the other's.
 */
export const importRuns = { list: portabilityContracts.listImportRuns, get: portabilityContracts.getImportRun };
export const exportRuns = { list: portabilityContracts.listExportRuns, get: portabilityContracts.getExportRun };
export type RunContracts = typeof importRuns | typeof exportRuns;

export const importRunsKey = (runs: RunContracts) => ['import-runs', runs.list.operationId] as const;
/** Every run of these contracts, the prefix of each run's own key. */
const importRunsOfKey = (runs: RunContracts) => ['import-run', runs.get.operationId] as const;
const importRunKey = (runs: RunContracts, id: string | null) => [...importRunsOfKey(runs), id] as const;

/** Reads the import runs again, the one on screen among them: what a report line says has changed on the server. */
export function useRefreshImportRuns(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: importRunsOfKey(importRuns) }),
      queryClient.invalidateQueries({ queryKey: importRunsKey(importRuns) }),
    ]);
  };
}

export const isRunActive = (run: ImportRunJson | undefined): boolean => run?.status === 'queued' || run?.status === 'running';

type Shown = { id: string; initial?: ImportRunJson };

/**
 * The run on screen (none when `shown` is null), asked for again every 1.5 s while it is queued or
 * running and never after. When one ends, the list of latest runs is refetched for its new status.
 */
export function useImportRun(runs: RunContracts, shown: Shown | null) {
  const queryClient = useQueryClient();
  const id = shown?.id ?? null;
  const query = useQuery({
    queryKey: importRunKey(runs, id),
    queryFn: id === null ? skipToken : async () => (await api(runs.get, { params: { id } })).data,
    initialData: shown?.initial,
    refetchInterval: (current) => (id !== null && (current.state.data === undefined || isRunActive(current.state.data)) ? POLL_MS : false),
  });
  const isActive = isRunActive(query.data);
  const wasActive = useRef(isActive);
  // Only the moment a followed run ends refreshes the list (opening an old report does not).
  useEffect(() => {
    if (wasActive.current && !isActive) void queryClient.invalidateQueries({ queryKey: importRunsKey(runs) });
    wasActive.current = isActive;
  }, [runs, isActive, queryClient]);
  return query;
}

/**
 * A runs screen's state in the browser: the latest runs (arriving with the page, then from the
 * API) and the one followed. A run lives on the server, so a reload finds it again: the newest
 * run, when still queued or running, is followed at once. `follow` takes a run just started.
 */
export function useRunsScreen(runs: RunContracts, initialRuns: ImportRunJson[]) {
  const queryClient = useQueryClient();
  const latest = useQuery({
    queryKey: importRunsKey(runs),
    queryFn: async () => (await api(runs.list)).data,
    initialData: initialRuns,
  });
  const newest = latest.data[0];
  const [shown, setShown] = useState<Shown | null>(isRunActive(newest) ? { id: newest!.id, initial: newest } : null);
  const shownRun = useImportRun(runs, shown);

  const follow = (run: ImportRunJson) => {
    queryClient.setQueryData(importRunKey(runs, run.id), run);
    setShown({ id: run.id, initial: run });
    void queryClient.invalidateQueries({ queryKey: importRunsKey(runs) });
  };

  return {
    runs: latest.data,
    shownId: shown?.id ?? null,
    shownRun,
    follow,
    open: (run: ImportRunJson) => setShown({ id: run.id, initial: run }),
    close: () => setShown(null),
  };
}
