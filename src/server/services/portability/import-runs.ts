import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { importRuns, type ImportReportLine } from '@/server/db/schema';
import { listBuiltInPageSources } from '@/server/services/built-in-pages';
import { NotFoundError } from '@/server/errors';
import type { ImportRunJson } from '@/shared/schemas/portability';
import { exportExpiresAt } from './expire-exports';

/** Whether a built-in page shows a report line's item now. */
type Placed = (line: NonNullable<ImportReportLine['built_in_page']>) => boolean;

export function toImportRunJson(row: typeof importRuns.$inferSelect, isPlaced: Placed = () => false): ImportRunJson {
  const options = row.options as { file_name?: string; dry_run?: boolean; with_accounts?: boolean; with_secrets?: boolean };
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    file_name: options.file_name ?? null,
    dry_run: options.dry_run ?? false,
    with_accounts: options.with_accounts ?? false,
    with_secrets: options.with_secrets ?? false,
    progress: row.progress,
    report: row.report.map(({ built_in_page: page, ...line }) => (page ? { ...line, built_in_page: { ...page, is_placed: isPlaced(page) } } : line)),
    written: row.written,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    expires_at: archiveExpiresAt(row)?.toISOString() ?? null,
  };
}

/** Until when an export's archive can be downloaded; null when it has none (any more). */
function archiveExpiresAt(row: typeof importRuns.$inferSelect): Date | null {
  if (row.kind !== 'export' || !row.resultPath || !row.finishedAt) return null;
  const expiresAt = exportExpiresAt(row.finishedAt);
  return expiresAt > new Date() ? expiresAt : null;
}

/** One export run, as the export screen polls it. */
export async function getExportRun(id: string, db: Database = getDb()): Promise<ImportRunJson> {
  return toImportRunJson(await getRunOfKind(id, ['export'], db));
}

/** One import run, as the import screen polls it. */
export async function getImportRun(id: string, db: Database = getDb()): Promise<ImportRunJson> {
  const [json] = await withPlacements([await getRunOfKind(id, ['wordpress', 'archive'], db)], db);
  return json!;
}

/**
 * Runs as JSON, each report line about a built-in page saying whether that page shows its item
 * now (the screen offers to put the item in, or to go back to the default). The pages are read
 * only when a line names one.
 */
async function withPlacements(rows: (typeof importRuns.$inferSelect)[], db: Database): Promise<ImportRunJson[]> {
  if (!rows.some((row) => row.report.some((line) => line.built_in_page))) return rows.map((row) => toImportRunJson(row));
  const shown = new Set((await listBuiltInPageSources(db)).map((source) => `${source.page}|${source.locale}|${source.contentId}`));
  return rows.map((row) => toImportRunJson(row, (page) => shown.has(`${page.page}|${page.locale}|${page.content_id}`)));
}

type RunKind = (typeof importRuns.$inferSelect)['kind'];

/** The latest runs of these kinds, newest first: a screen reopens the one still going after a reload. */
export async function listImportRuns(kinds: RunKind[] = ['wordpress', 'archive'], db: Database = getDb()): Promise<ImportRunJson[]> {
  const rows = await db.select().from(importRuns).where(inArray(importRuns.kind, kinds)).orderBy(desc(importRuns.createdAt)).limit(10);
  return withPlacements(rows, db);
}

/** One run of these kinds (an import screen does not open an export's run, nor the reverse). */
export async function getRunOfKind(id: string, kinds: RunKind[], db: Database = getDb()): Promise<typeof importRuns.$inferSelect> {
  const [row] = await db.select().from(importRuns).where(and(eq(importRuns.id, id), inArray(importRuns.kind, kinds))).limit(1);
  if (!row) throw new NotFoundError();
  return row;
}
