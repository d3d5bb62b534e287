import { NotFoundError } from '@/server/errors';
import { getStorage } from '@/server/storage';
import { exportExpiresAt } from './expire-exports';
import { getRunOfKind } from './import-runs';

/** A finished export's archive as a download: its bytes streamed from storage, until it expires. */
export async function openExportArchive(runId: string, now: Date = new Date()): Promise<{ stream: ReadableStream<Uint8Array>; size: number; filename: string }> {
  const run = await getRunOfKind(runId, ['export']);
  // Refused by its date too: the sweep that deletes expired archives may not have reached it yet.
  if (run.status !== 'done' || !run.resultPath || !run.finishedAt || exportExpiresAt(run.finishedAt) <= now) throw new NotFoundError();
  const storage = getStorage();
  const [info, stream] = await Promise.all([storage.stat(run.resultPath), storage.stream(run.resultPath)]);
  if (!info || !stream) throw new NotFoundError();
  return { stream, size: info.size, filename: `darvazeh-${run.createdAt.toISOString().slice(0, 10)}.tar.gz` };
}
