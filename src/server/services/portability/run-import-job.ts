import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { importRuns, users } from '@/server/db/schema';
import type { JobQueue } from '@/server/jobs';
import { systemWriter, type ServiceContext, type WriteContext } from '@/server/services/context';
import type { ImportReport } from '@/server/services/wordpress/import/report';
import { importWordPress } from '@/server/services/wordpress/import/run';
import { withUploadsDir } from '@/server/services/wordpress/import/uploads';
import { wordpressImportOptions } from '@/shared/schemas/portability';
import { deleteImportFile, withImportFile } from './import-files';

export const IMPORT_QUEUE = 'portability-import';

/**
 * Runs one queued import: its progress and report are written to its row as it goes, so the
 * screen shows them on any instance and after a reload. A run that was interrupted (its instance
 * died) runs again from the start when the job comes back, which the import's keys make safe.
 */
export async function runImportJob(runId: string, from?: ServiceContext): Promise<void> {
  const db = getDb();
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId)).limit(1);
  if (!run || run.status === 'done' || run.status === 'failed') return;
  await db.update(importRuns).set({ status: 'running' }).where(eq(importRuns.id, runId));
  const stored = run.options as { file_id: string; uploads_id?: string };
  const options = wordpressImportOptions.parse(run.options);
  const by = await importWriter(run.createdBy, from);
  let outcome: Pick<typeof importRuns.$inferInsert, 'status' | 'progress' | 'report' | 'written' | 'error'>;
  try {
    const report = await withImportFile(stored.file_id, (file) =>
      stored.uploads_id
        ? withImportFile(stored.uploads_id, (zip) => withUploadsDir(zip, (uploadsDir) => importWordPress({ file, uploadsDir, options, onProgress, by })))
        : importWordPress({ file, options, onProgress, by }),
    );
    const failed = report.lines.some((line) => line.kind === 'file' && line.level === 'error');
    outcome = { status: failed ? 'failed' : 'done', progress: report.progress, report: report.lines, written: report.written };
  } catch (error) {
    outcome = { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
  // The run has ended, however it went: the uploaded site is not kept beyond it, and is gone by
  // the time the screen hears so. (An instance that dies mid-run never gets here, so the job,
  // taken up again, still finds its files.)
  await Promise.all([deleteImportFile(stored.file_id), stored.uploads_id ? deleteImportFile(stored.uploads_id) : undefined]);
  await db
    .update(importRuns)
    .set({ ...outcome, finishedAt: new Date() })
    .where(eq(importRuns.id, runId));

  async function onProgress(report: ImportReport): Promise<void> {
    await db.update(importRuns).set({ progress: report.progress, report: report.lines, written: report.written }).where(eq(importRuns.id, runId));
  }
}

/**
 * The manager who started the run writes its items, so the activity log names them and not the
 * system; their rights are read now, as the job may run long after it was queued. A run whose
 * starter's account is gone (or one queued before runs carried their starter) is the system's.
 */
async function importWriter(createdBy: string | null, from: ServiceContext | undefined): Promise<WriteContext> {
  if (!createdBy) return systemWriter(from?.locale);
  const [actor] = await getDb()
    .select({ id: users.id, isManager: users.isManager, isSuperManager: users.isSuperManager })
    .from(users)
    .where(eq(users.id, createdBy))
    .limit(1);
  return actor ? { ctx: from ?? systemWriter().ctx, actor } : systemWriter(from?.locale);
}

/** The import queue: a job per run; a run whose instance died is taken up again. */
export function importQueue(): JobQueue {
  return {
    name: IMPORT_QUEUE,
    retryLimit: 2,
    retryDelay: 30,
    retryDelayMax: 300,
    handle: (data) => runImportJob(String(data.runId), data.from as ServiceContext | undefined),
  };
}
