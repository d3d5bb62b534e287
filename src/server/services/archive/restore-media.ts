import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { Storage } from '@/server/storage';
import type { ArchiveEntry } from './archive-reader';
import { ArchiveError } from './errors';
import type { ArchiveFile } from './manifest';

/** The SHA-256 of a stored object, read as a stream. */
async function storedSha256(storage: Storage, key: string): Promise<string | null> {
  const stream = await storage.stream(key);
  if (!stream) return null;
  const hash = createHash('sha256');
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) hash.update(read.value);
  return hash.digest('hex');
}

/**
 * The media a restore has put into storage so far, so a restore that fails can take them out
 * again. A key that already held the very same bytes is left alone, both ways.
 */
export class RestoredMedia {
  readonly written: string[] = [];
  bytes = 0;
  /** Files the storage already held with the same bytes (a forced restore of the same site). */
  kept = 0;
  private spoolDir: string | undefined;

  constructor(private readonly storage: Storage) {}

  /**
   * Reads one media file into a temporary file, checks it against the manifest before anything is
   * stored, then puts it under its key: a large video never sits whole in memory.
   */
  async restore(entry: ArchiveEntry, expected: ArchiveFile): Promise<void> {
    const key = expected.path.slice('media/'.length);
    this.spoolDir ??= await mkdtemp(path.join(tmpdir(), 'darvazeh-restore-'));
    const spool = path.join(this.spoolDir, 'media');
    const out = createWriteStream(spool);
    for (let chunk = await entry.next(); chunk; chunk = await entry.next()) {
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    out.end();
    await finished(out);
    entry.verify(expected);

    if (await this.storage.stat(key)) {
      if ((await storedSha256(this.storage, key)) === expected.sha256) {
        this.kept += 1;
        return;
      }
      throw new ArchiveError('storage', `The storage already holds a different file at ${key}; restore into an empty storage.`);
    }
    // Recorded before the put: a put that fails half-way may still have left something behind.
    this.written.push(key);
    await this.storage.putFile(key, spool);
    this.bytes += expected.size;
  }

  /** Removes the temporary file the restore read media into. */
  async close(): Promise<void> {
    if (this.spoolDir) await rm(this.spoolDir, { recursive: true, force: true });
  }

  /** Deletes every file this restore put, after a failure; a delete that fails is reported, not thrown. */
  async removeAll(): Promise<void> {
    for (const key of this.written.splice(0)) {
      await this.storage
        .delete(key)
        .catch((error: unknown) =>
          console.warn(`[archive] could not remove ${key}:`, error instanceof Error ? error.message : error),
        );
    }
  }
}
