/**
 * Rendered pages on disk, least recently used dropped first once they pass a byte budget.
 *
 * On disk rather than in memory so that a budget that holds the whole library (thousands of
 * detail pages of about 400 KB each, HTML and RSC payload) costs disk, not the heap. The index
 * lives in memory and each process writes into a folder of its own that it empties at start, so
 * a page rendered from another (or a wiped) database is never served after a restart.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';

type Slot = { file: string; bytes: number; tags: readonly string[] };

/** A few recently used entries stay decoded in memory: the hottest pages never touch the disk. */
type Hot = { value: unknown; bytes: number };

export type DiskStoreOptions = { directory: string; maxBytes: number; hotBytes: number };

export type DiskStore = {
  get(key: string): Promise<{ value: unknown; tags: readonly string[] } | null>;
  set(key: string, value: unknown, tags: readonly string[]): Promise<void>;
  delete(key: string): void;
  /** `memoryBytes`: what the decoded entries kept in memory weigh (serialized), never above `hotBytes`. */
  stats(): { entries: number; bytes: number; memoryBytes: number; hits: number; misses: number };
};

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the folders of processes that are gone (a crash leaves its folder behind). */
function removeAbandoned(parent: string): void {
  for (const name of readdirSync(parent)) {
    const pid = Number(name.split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) continue;
    rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

export function createDiskStore({ directory, maxBytes, hotBytes }: DiskStoreOptions): DiskStore {
  mkdirSync(directory, { recursive: true });
  removeAbandoned(directory);
  const own = path.join(directory, `${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(own, { recursive: true });

  // Map order is use order: the first key is the least recently used.
  const slots = new Map<string, Slot>();
  const hot = new Map<string, Hot>();
  let totalBytes = 0;
  let hotTotal = 0;
  let hits = 0;
  let misses = 0;
  let sequence = 0;

  const dropHot = (key: string) => {
    const entry = hot.get(key);
    if (!entry) return;
    hot.delete(key);
    hotTotal -= entry.bytes;
  };
  const keepHot = (key: string, value: unknown, bytes: number) => {
    dropHot(key);
    if (bytes > hotBytes) return;
    hot.set(key, { value, bytes });
    hotTotal += bytes;
    for (const [oldest] of hot) {
      if (hotTotal <= hotBytes) break;
      dropHot(oldest);
    }
  };
  const remove = (key: string) => {
    const slot = slots.get(key);
    dropHot(key);
    if (!slot) return;
    slots.delete(key);
    totalBytes -= slot.bytes;
    void unlink(slot.file).catch(() => undefined);
  };

  return {
    async get(key) {
      const slot = slots.get(key);
      if (!slot) {
        misses++;
        return null;
      }
      slots.delete(key);
      slots.set(key, slot);
      const cached = hot.get(key);
      if (cached) {
        hot.delete(key);
        hot.set(key, cached);
        hits++;
        return { value: cached.value, tags: slot.tags };
      }
      try {
        const value = deserialize(await readFile(slot.file));
        // Replaced or removed while reading: the newer state wins.
        if (slots.get(key) !== slot) return this.get(key);
        keepHot(key, value, slot.bytes);
        hits++;
        return { value, tags: slot.tags };
      } catch {
        remove(key);
        misses++;
        return null;
      }
    },
    async set(key, value, tags) {
      const bytes = serialize(value);
      const file = path.join(own, `${(sequence++).toString(36)}.bin`);
      // Written aside, then renamed: a reader never sees half a page.
      await writeFile(`${file}.tmp`, bytes);
      await rename(`${file}.tmp`, file);
      remove(key);
      slots.set(key, { file, bytes: bytes.length, tags });
      totalBytes += bytes.length;
      keepHot(key, value, bytes.length);
      for (const [oldest] of slots) {
        if (totalBytes <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    stats: () => ({ entries: slots.size, bytes: totalBytes, memoryBytes: hotTotal, hits, misses }),
  };
}
