import { apiPath } from '@/lib/api-client';
import { portabilityContracts } from '@/shared/api/browser/portability';

/** The command that restores an archive into an empty install (scripts/import-archive.ts). */
export const RESTORE_COMMAND = 'npm run import:archive -- <file>';

/**
 * A finished export's archive: the browser's cookies authenticate the GET, and the answer is an
 * attachment, so a plain link downloads it (the endpoint answers 404 until the export is done).
 */
export const exportArchiveHref = (runId: string): string => apiPath(portabilityContracts.downloadExport, { params: { id: runId } });

/** Rows written, summed over the tables of a finished export's progress (one entry per table). */
export function exportedTotals(progress: Record<string, { done: number; total: number }>): { rows: number; tables: number } {
  const tables = Object.values(progress);
  return { rows: tables.reduce((sum, table) => sum + table.total, 0), tables: tables.length };
}
