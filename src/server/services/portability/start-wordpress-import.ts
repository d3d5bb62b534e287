import { getDb, type Database } from '@/server/db/client';
import { importRuns } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import { enqueueOrRun } from '@/server/jobs';
import type { WriteContext } from '@/server/services/context';
import { recordWrite } from '@/server/services/activity/record-activity';
import { startWordpressImportInput, type ImportRunJson } from '@/shared/schemas/portability';
import { importFileExists } from './import-files';
import { IMPORT_QUEUE, runImportJob } from './run-import-job';
import { toImportRunJson } from './import-runs';
import { transaction } from '@/server/db/unit-of-work';

/**
 * Starts an import of uploaded WordPress files as a background job (one instance takes it, and a
 * crashed run is taken up again and finishes, the import being safe to repeat). Answers the run
 * at once; the screen follows its progress.
 */
export async function startWordpressImport(
  { input, by }: { input: unknown; by: WriteContext },
  db: Database = getDb(),
): Promise<ImportRunJson> {
  const { file_id, uploads_id, file_name: fileName, ...options } = startWordpressImportInput.parse(input);
  if (!(await importFileExists(file_id))) throw ValidationError.field('file_id', 'portability.validation.fileGone');
  if (uploads_id && !(await importFileExists(uploads_id)))
    throw ValidationError.field('uploads_id', 'portability.validation.fileGone');
  const run = await transaction(db, async (tx) => {
    const [row] = await tx
      .insert(importRuns)
      .values({ kind: 'wordpress', options: { ...options, file_id, uploads_id, file_name: fileName }, createdBy: by.actor.id })
      .returning();
    await recordWrite(tx, by, 'import.run', row!.id, { file: fileName ?? null, dry_run: options.dry_run });
    // The job carries where the manager started it from, for the activity rows of what it writes.
    await enqueueOrRun(IMPORT_QUEUE, { runId: row!.id, from: by.ctx }, row!.id, () => runImportJob(row!.id, by.ctx));
    return row!;
  });
  return toImportRunJson(run);
}
