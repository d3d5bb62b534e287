import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ValidationError } from '@/server/errors';
import { getStorage, privateKey, type Storage } from '@/server/storage';
import { IMPORT_FILE_MAX_BYTES } from '@/shared/request-body-limits';

// Private: an uploaded export holds a whole site, readable only through the import run.
const keyOf = (id: string) => privateKey('imports', id);

/**
 * Keeps an uploaded export file or zip of uploads where every instance can read it (the storage:
 * local disk, or S3 beyond one box), since the job that imports it may run on another instance.
 * The body is written to a temporary file as it arrives and checked against its ceiling there.
 */
export async function saveImportFile(
  { body, name }: { body: ReadableStream<Uint8Array> | null; name: string },
  storage: Storage = getStorage(),
): Promise<{ id: string; name: string; size: number }> {
  if (!body) throw ValidationError.field('file', 'validation.required');
  const dir = await mkdtemp(path.join(tmpdir(), 'darvazeh-import-'));
  const file = path.join(dir, 'upload');
  try {
    let size = 0;
    const ceiling = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.byteLength;
        done(size > IMPORT_FILE_MAX_BYTES ? ValidationError.field('file', 'content.validation.fileSize') : null, chunk);
      },
    });
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), ceiling, createWriteStream(file));
    if (size === 0) throw ValidationError.field('file', 'validation.required');
    const id = randomUUID();
    await storage.putFile(keyOf(id), file);
    return { id, name: path.basename(name), size };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function importFileExists(id: string, storage: Storage = getStorage()): Promise<boolean> {
  return (await storage.stat(keyOf(id))) !== null;
}

/** Runs `task` with an uploaded file copied to this machine's disk (the import reads it twice, streamed). */
export async function withImportFile<T>(id: string, task: (file: string) => Promise<T>, storage: Storage = getStorage()): Promise<T> {
  const stored = await storage.stream(keyOf(id));
  if (!stored) throw new Error('the uploaded file is gone');
  const dir = await mkdtemp(path.join(tmpdir(), 'darvazeh-import-'));
  const file = path.join(dir, 'file');
  try {
    await pipeline(Readable.fromWeb(stored as WebReadableStream<Uint8Array>), createWriteStream(file));
    return await task(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Drops an uploaded file once its run has finished with it. */
export async function deleteImportFile(id: string, storage: Storage = getStorage()): Promise<void> {
  await storage.delete(keyOf(id)).catch(() => undefined);
}
