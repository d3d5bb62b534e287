import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { env } from '@/env';
import { getDb, type Database } from '@/server/db/client';
import { importRuns } from '@/server/db/schema';
import type { JobQueue } from '@/server/jobs';
import { getStorage } from '@/server/storage';

export const EXPORT_EXPIRY_QUEUE = 'portability-export-expiry';

/** When an export finished at `finishedAt` stops being downloadable (EXPORT_KEEP_HOURS later). */
export function exportExpiresAt(finishedAt: Date): Date {
  return new Date(finishedAt.getTime() + env().EXPORT_KEEP_HOURS * 3600_000);
}

/**
 * Deletes the archives of exports older than EXPORT_KEEP_HOURS and forgets where they were, so
 * the screen shows them as expired. The download route refuses an expired archive by its date
 * as well, so one the sweep has not reached yet is not served either.
 */
export async function expireExportArchives(now: Date = new Date(), db: Database = getDb()): Promise<number> {
  const cutoff = new Date(now.getTime() - env().EXPORT_KEEP_HOURS * 3600_000);
  const expired = await db
    .select({ id: importRuns.id, resultPath: importRuns.resultPath })
    .from(importRuns)
    .where(and(eq(importRuns.kind, 'export'), isNotNull(importRuns.resultPath), lt(importRuns.finishedAt, cutoff)));
  const storage = getStorage();
  for (const run of expired) {
    // The file first: a failure leaves the row pointing at it, and the next sweep tries again.
    await storage.delete(run.resultPath!);
    await db.update(importRuns).set({ resultPath: null }).where(eq(importRuns.id, run.id));
  }
  return expired.length;
}

/** Every quarter of an hour, on one instance of however many run. */
export function exportExpiryQueue(): JobQueue {
  return { name: EXPORT_EXPIRY_QUEUE, policy: 'exclusive', cron: '*/15 * * * *', retryLimit: 0, retryDelay: 60, retryDelayMax: 60, handle: async () => void (await expireExportArchives()) };
}
