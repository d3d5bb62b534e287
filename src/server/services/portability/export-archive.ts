import { NotFoundError } from '@/server/errors';
import { getStorage } from '@/server/storage';
import { getRunOfKind } from './import-runs';

/** A finished export's archive as a download: its bytes streamed from storage. */
export async function openExportArchive(runId: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number; filename: string }> {
  const run = await getRunOfKind(runId, ['export']);
  if (run.status !== 'done' || !run.resultPath) throw new NotFoundError();
  const storage = getStorage();
  const [info, stream] = await Promise.all([storage.stat(run.resultPath), storage.stream(run.resultPath)]);
  if (!info || !stream) throw new NotFoundError();
  return { stream, size: info.size, filename: `darvazeh-${run.createdAt.toISOString().slice(0, 10)}.tar.gz` };
}
