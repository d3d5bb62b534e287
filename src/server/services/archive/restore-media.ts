import { createHash } from 'node:crypto';
import type { Storage } from '@/server/storage';
import type { ArchiveEntry } from './archive-reader';
import { ArchiveError } from './errors';
import type { ArchiveFile } from './manifest';

/**
 * The media a restore has put into storage so far, so a restore that fails can take them out
 * again. A key that already held the very same bytes is left alone, both ways.
 */
export class RestoredMedia {
  readonly written: string[] = [];
  bytes = 0;
  /** Files the storage already held with the same bytes (a forced restore of the same site). */
  kept = 0;

  constructor(private readonly storage: Storage) {}

  /**
   * Reads one media file, checks it against the manifest before anything is stored (the storage
   * interface takes a whole file, so one file is held at a time), then puts it under its key.
   */
  async restore(entry: ArchiveEntry, expected: ArchiveFile): Promise<void> {
    const key = expected.path.slice('media/'.length);
    if (entry.size !== expected.size) {
      throw new ArchiveError(
        'checksum',
        `${entry.name} does not match the archive's checksum: the archive is damaged or was changed.`,
      );
    }
    const data = new Uint8Array(expected.size);
    let offset = 0;
    for (let chunk = await entry.next(); chunk; chunk = await entry.next()) {
      if (offset + chunk.byteLength > data.byteLength) break;
      data.set(chunk, offset);
      offset += chunk.byteLength;
    }
    await entry.drain();
    entry.verify(expected);

    const existing = await this.storage.stat(key);
    if (existing) {
      const current = await this.storage.get(key);
      const same = current && createHash('sha256').update(current).digest('hex') === expected.sha256;
      if (same) {
        this.kept += 1;
        return;
      }
      throw new ArchiveError('storage', `The storage already holds a different file at ${key}; restore into an empty storage.`);
    }
    // Recorded before the put: a put that fails half-way may still have left something behind.
    this.written.push(key);
    await this.storage.put(key, data);
    this.bytes += data.byteLength;
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
