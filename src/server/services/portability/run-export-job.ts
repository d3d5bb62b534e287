import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { importRuns } from '@/server/db/schema';
import type { JobQueue } from '@/server/jobs';
import { exportSite } from '@/server/services/archive/export';
import { getStorage, privateKey } from '@/server/storage';

export const EXPORT_QUEUE = 'portability-export';

/**
 * Where a finished export's archive is kept: in storage, so every instance can serve its
 * download, and private, so only the permission-checked download route hands it out.
 */
export const exportArchiveKey = (runId: string) => privateKey('exports', `${runId}.tar.gz`);

/**
 * Writes the whole site to an archive in storage and records it on the run. Progress (tables and
 * files written of all) goes to the run's row as it goes.
 */
export async function runExportJob(runId: string): Promise<void> {
  const db = getDb();
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId)).limit(1);
  if (!run || run.status === 'done' || run.status === 'failed') return;
  await db.update(importRuns).set({ status: 'running' }).where(eq(importRuns.id, runId));
  const dir = await mkdtemp(path.join(tmpdir(), 'darvazeh-export-'));
  try {
    const file = path.join(dir, 'site.tar.gz');
    const out = createWriteStream(file);
    let reportedAt = 0;
    const manifest = await exportSite(out, {
      withAccounts: Boolean((run.options as { with_accounts?: boolean }).with_accounts),
      withSecrets: Boolean((run.options as { with_secrets?: boolean }).with_secrets),
      onProgress: (done, total) => {
        if (Date.now() - reportedAt < 1000) return;
        reportedAt = Date.now();
        void db.update(importRuns).set({ progress: { rows: { done, total } } }).where(eq(importRuns.id, runId));
      },
    });
    await finished(out);
    await getStorage().putFile(exportArchiveKey(runId), file);
    const progress = Object.fromEntries(manifest.tables.filter((table) => table.rows > 0).map((table) => [table.name, { done: table.rows, total: table.rows }]));
    await db.update(importRuns).set({ status: 'done', progress, resultPath: exportArchiveKey(runId), finishedAt: new Date() }).where(eq(importRuns.id, runId));
  } catch (error) {
    await db
      .update(importRuns)
      .set({ status: 'failed', error: error instanceof Error ? error.message : String(error), finishedAt: new Date() })
      .where(eq(importRuns.id, runId));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The export queue: one job per requested export. */
export function exportQueue(): JobQueue {
  return { name: EXPORT_QUEUE, retryLimit: 1, retryDelay: 30, retryDelayMax: 60, handle: (data) => runExportJob(String(data.runId)) };
}
