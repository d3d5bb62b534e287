import { runInBackground } from '@/server/background';
import { getDb, type Database } from '@/server/db/client';
import { importRuns } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import { areJobsRunning, enqueueJob } from '@/server/jobs';
import type { WriteContext } from '@/server/services/context';
import { recordWrite } from '@/server/services/activity/record-activity';
import { startWordpressImportInput, type ImportRunJson } from '@/shared/schemas/portability';
import { importFileExists } from './import-files';
import { IMPORT_QUEUE, runImportJob } from './run-import-job';
import { toImportRunJson } from './import-runs';

/**
 * Starts an import of uploaded WordPress files as a background job (one instance takes it, and a
 * crashed run is taken up again and finishes, the import being safe to repeat). Answers the run
 * at once; the screen follows its progress.
 */
export async function startWordpressImport({ input, by }: { input: unknown; by: WriteContext }, db: Database = getDb()): Promise<ImportRunJson> {
  const { file_id, uploads_id, file_name: fileName, ...options } = startWordpressImportInput.parse(input);
  if (!(await importFileExists(file_id))) throw ValidationError.field('file_id', 'portability.validation.fileGone');
  if (uploads_id && !(await importFileExists(uploads_id))) throw ValidationError.field('uploads_id', 'portability.validation.fileGone');
  const run = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(importRuns)
      .values({ kind: 'wordpress', options: { ...options, file_id, uploads_id, file_name: fileName }, createdBy: by.actor.id })
      .returning();
    await recordWrite(tx, by, 'import.run', row!.id, { file: fileName ?? null, dry_run: options.dry_run });
    return row!;
  });
  if (areJobsRunning()) await enqueueJob(IMPORT_QUEUE, { runId: run.id }, run.id);
  else runInBackground('wordpress import', () => runImportJob(run.id));
  return toImportRunJson(run);
}
