'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch } from '@/lib/api-client';
import type { ImportRunJson } from '@/shared/schemas/portability';
import { ImportForm } from './import-form';
import { RunView } from './run-view';
import { RunsList } from './runs-list';
import { importRunsKey, isRunActive, useImportRun } from './use-import-run';

type Shown = { id: string; initial?: ImportRunJson };

/**
 * The import screen in the browser: the form, the run being followed and the latest runs. A run
 * lives on the server, so a reload finds it again: the newest run, when still queued or running,
 * is followed at once; a finished one is reopened from the list.
 */
export function ImportPanel({ initialRuns }: { initialRuns: ImportRunJson[] }) {
  const queryClient = useQueryClient();
  const runs = useQuery({
    queryKey: importRunsKey,
    queryFn: async () => (await apiFetch<{ data: ImportRunJson[] }>('/api/manager/import/runs')).data,
    initialData: initialRuns,
  });
  const newest = runs.data[0];
  const [shown, setShown] = useState<Shown | null>(isRunActive(newest) ? { id: newest!.id, initial: newest } : null);
  const shownRun = useImportRun(shown);

  const follow = (run: ImportRunJson) => {
    queryClient.setQueryData(['import-run', run.id], run);
    setShown({ id: run.id, initial: run });
    void queryClient.invalidateQueries({ queryKey: importRunsKey });
  };

  return (
    <div className="flex flex-col gap-6">
      <ImportForm isBusy={isRunActive(shownRun.data)} onStarted={follow} />
      {shown ? <RunView run={shownRun.data} isError={shownRun.isError} onClose={() => setShown(null)} /> : null}
      <RunsList runs={runs.data} shownId={shown?.id ?? null} onOpen={(run) => setShown({ id: run.id, initial: run })} />
    </div>
  );
}
