import { desc, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { importRuns } from '@/server/db/schema';
import { NotFoundError } from '@/server/http/errors';
import type { ImportRunJson } from '@/shared/schemas/portability';

export function toImportRunJson(row: typeof importRuns.$inferSelect): ImportRunJson {
  const options = row.options as { file_name?: string; dry_run?: boolean };
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    file_name: options.file_name ?? null,
    dry_run: options.dry_run ?? false,
    progress: row.progress,
    report: row.report,
    written: row.written,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** One run, as the import screen polls it. */
export async function getImportRun(id: string, db: Database = getDb()): Promise<ImportRunJson> {
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, id)).limit(1);
  if (!row) throw new NotFoundError();
  return toImportRunJson(row);
}

/** The latest runs, newest first: the screen reopens the one still going after a reload. */
export async function listImportRuns(db: Database = getDb()): Promise<ImportRunJson[]> {
  const rows = await db.select().from(importRuns).orderBy(desc(importRuns.createdAt)).limit(10);
  return rows.map(toImportRunJson);
}
