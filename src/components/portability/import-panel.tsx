'use client';

import type { ImportRunJson } from '@/shared/schemas/portability';
import { ImportForm } from './import-form';
import { RunView } from './run-view';
import { RunsList } from './runs-list';
import { importRuns, isRunActive, useRunsScreen } from './use-import-run';

/**
 * The import screen in the browser: the form, the run being followed and the latest runs. A run
 * lives on the server, so a reload finds it again: the newest run, when still queued or running,
 * is followed at once; a finished one is reopened from the list.
 */
export function ImportPanel({ initialRuns, canEditPages }: { initialRuns: ImportRunJson[]; canEditPages: boolean }) {
  const { runs, shownId, shownRun, follow, open, close } = useRunsScreen(importRuns, initialRuns);

  return (
    <div className="flex flex-col gap-6">
      <ImportForm isBusy={isRunActive(shownRun.data)} onStarted={follow} />
      {shownId ? <RunView run={shownRun.data} isError={shownRun.isError} onClose={close} canEditPages={canEditPages} /> : null}
      <RunsList runs={runs} shownId={shownId} onOpen={open} />
    </div>
  );
}
