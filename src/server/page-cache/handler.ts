/**
 * Next's cache handler (`cacheHandler` in next.config.ts) for rendered pages and route answers:
 * a disk store sized for the whole library (PAGE_CACHE_MB) whose entries drop out when any of
 * their tags is revalidated on any instance (tag-store.ts). Loaded by Next at run time, outside
 * the bundle: Node and ioredis imports only.
 */
import path from 'node:path';
import { createDiskStore, type DiskStore } from './disk-store.ts';
import { tagStore } from './tag-store.ts';

/** The tags Next writes on a rendered page or route answer (its own, and the implicit path tags). */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';

type CachedValue = { kind?: string; headers?: Record<string, unknown>; tags?: readonly string[] } | null;
type Stored = { lastModified: number; value: CachedValue; cacheControl?: unknown };
type GetContext = { tags?: readonly string[]; softTags?: readonly string[] };
type SetContext = { tags?: readonly string[]; cacheControl?: unknown };

const DISK = Symbol.for('darvazeh.page-cache.disk');
/** The metrics' receiver (src/server/observability/hooks.ts), reached without importing the app's code. */
const HOOKS = Symbol.for('darvazeh.observability.hooks');
type Global = typeof globalThis & { [DISK]?: DiskStore; [HOOKS]?: { pageCacheLookup?: (hit: boolean) => void } };

function countLookup(hit: boolean): void {
  (globalThis as Global)[HOOKS]?.pageCacheLookup?.(hit);
}

function megabytes(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return (Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback) * 1024 * 1024;
}

/** Default budget: a rendered detail page measured 400 KB (HTML and RSC payload), so 4 GB holds 10,000. */
export const DEFAULT_PAGE_CACHE_MB = 4096;

/**
 * Of it, the most-read pages kept decoded in memory: 16 MB holds about sixty pages, so a page under
 * load is served without touching the disk, at a quarter of the 64 MB this once was (that tier was
 * a quarter of an instance's live heap after the bench's load; docs/benchmarks.md).
 */
export const DEFAULT_PAGE_CACHE_MEMORY_MB = 16;

/** The process's disk store; Next makes a handler per request, the store lives once. */
export function pageCacheStore(): DiskStore {
  const global = globalThis as Global;
  global[DISK] ??= createDiskStore({
    directory: process.env.PAGE_CACHE_DIR || path.join(process.env.DATA_DIR || './data', 'page-cache'),
    maxBytes: megabytes(process.env.PAGE_CACHE_MB, DEFAULT_PAGE_CACHE_MB),
    hotBytes: megabytes(process.env.PAGE_CACHE_MEMORY_MB, DEFAULT_PAGE_CACHE_MEMORY_MB),
  });
  return global[DISK];
}

function tagsOf(value: CachedValue): string[] {
  if (!value) return [];
  const header = value.headers?.[CACHE_TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...fromHeader, ...(value.tags ?? [])];
}

export default class PageCacheHandler {
  async get(key: string, context: GetContext = {}): Promise<Stored | null> {
    const store = pageCacheStore();
    const found = await store.get(key);
    if (!found) {
      countLookup(false);
      return null;
    }
    const stored = found.value as Stored;
    const tags = [...found.tags, ...(context.tags ?? []), ...(context.softTags ?? [])];
    // Blocking miss rather than a stale answer: a taken-down page is never served again.
    if (tags.length > 0 && tagStore().isExpired(tags, stored.lastModified)) {
      store.delete(key);
      countLookup(false);
      return null;
    }
    countLookup(true);
    return stored;
  }

  async set(key: string, value: CachedValue, context: SetContext = {}): Promise<void> {
    const store = pageCacheStore();
    if (!value) {
      store.delete(key);
      return;
    }
    const stored: Stored = { lastModified: Date.now(), value, cacheControl: context.cacheControl };
    await store.set(key, stored, [...tagsOf(value), ...(context.tags ?? [])]);
  }

  async revalidateTag(tags: string | readonly string[]): Promise<void> {
    await tagStore().expire(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache(): void {}
}
