import { getDb, type Database } from '@/server/db/client';
import { importRuns } from '@/server/db/schema';
import { enqueueOrRun } from '@/server/jobs';
import type { WriteContext } from '@/server/services/context';
import { recordWrite } from '@/server/services/activity/record-activity';
import { startExportInput, type ImportRunJson } from '@/shared/schemas/portability';
import { toImportRunJson } from './import-runs';
import { EXPORT_QUEUE, runExportJob } from './run-export-job';
import { transaction } from '@/server/db/unit-of-work';

/** Starts an export of the whole site as a background job; the archive is downloaded from its run once done. */
export async function startExport({ input, by }: { input: unknown; by: WriteContext }, db: Database = getDb()): Promise<ImportRunJson> {
  const { with_accounts, with_secrets } = startExportInput.parse(input);
  const run = await transaction(db, async (tx) => {
    const [row] = await tx.insert(importRuns).values({ kind: 'export', options: { with_accounts, with_secrets }, createdBy: by.actor.id }).returning();
    await recordWrite(tx, by, 'export.run', row!.id, { with_accounts, with_secrets });
    await enqueueOrRun(EXPORT_QUEUE, { runId: row!.id }, row!.id, () => runExportJob(row!.id));
    return row!;
  });
  return toImportRunJson(run);
}
