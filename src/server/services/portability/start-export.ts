import { runInBackground } from '@/server/background';
import { getDb, type Database } from '@/server/db/client';
import { importRuns } from '@/server/db/schema';
import { areJobsRunning, enqueueJob } from '@/server/jobs';
import type { WriteContext } from '@/server/services/context';
import { recordWrite } from '@/server/services/activity/record-activity';
import { startExportInput, type ImportRunJson } from '@/shared/schemas/portability';
import { toImportRunJson } from './import-runs';
import { EXPORT_QUEUE, runExportJob } from './run-export-job';

/** Starts an export of the whole site as a background job; the archive is downloaded from its run once done. */
export async function startExport({ input, by }: { input: unknown; by: WriteContext }, db: Database = getDb()): Promise<ImportRunJson> {
  const { with_accounts, with_secrets } = startExportInput.parse(input);
  const run = await db.transaction(async (tx) => {
    const [row] = await tx.insert(importRuns).values({ kind: 'export', options: { with_accounts, with_secrets }, createdBy: by.actor.id }).returning();
    await recordWrite(tx, by, 'export.run', row!.id, { with_accounts, with_secrets });
    return row!;
  });
  if (areJobsRunning()) await enqueueJob(EXPORT_QUEUE, { runId: run.id }, run.id);
  else runInBackground('site export', () => runExportJob(run.id));
  return toImportRunJson(run);
}
