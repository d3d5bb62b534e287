'use client';

import type { ImportRunJson } from '@/shared/schemas/portability';
import { ExportForm } from './export-form';
import { ExportRunCard } from './export-run-card';
import { ExportRunsList } from './export-runs-list';
import { exportRuns, isRunActive, useRunsScreen } from './use-import-run';

/**
 * The export screen in the browser: the form, the export being followed and the latest exports.
 * An export lives on the server, so a reload finds it again: the newest one, when still queued or
 * running, is followed at once; a finished one downloads from the list.
 */
export function ExportPanel({ initialRuns }: { initialRuns: ImportRunJson[] }) {
  const { runs, shownId, shownRun, follow, close } = useRunsScreen(exportRuns, initialRuns);

  return (
    <div className="flex flex-col gap-6">
      <ExportForm isBusy={isRunActive(shownRun.data)} onStarted={follow} />
      {shownId ? <ExportRunCard run={shownRun.data} isError={shownRun.isError} onClose={close} /> : null}
      <ExportRunsList runs={runs} />
    </div>
  );
}
