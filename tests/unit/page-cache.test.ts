import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStore } from '@/server/page-cache/disk-store';
import PageCacheHandler, { DEFAULT_PAGE_CACHE_MB, pageCacheStore } from '@/server/page-cache/handler';
import { resetTagStore, SETTLE_MS, tagStore } from '@/server/page-cache/tag-store';
import { invalidateContent, pathTag } from '@/server/cache';

const root = mkdtempSync(path.join(tmpdir(), 'darvazeh-page-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A rendered detail page as Next hands it to the cache: HTML, RSC payload and its cache tags. */
function renderedPage(pathname: string, bytes: number) {
  return {
    kind: 'APP_PAGE',
    html: `<html><body>${pathname}</body></html>`.padEnd(bytes / 2, ' '),
    rscData: Buffer.alloc(bytes / 2, 1),
    headers: { 'x-next-cache-tags': `_N_T_/layout,_N_T_/[locale]/layout,${pathTag(pathname)}` },
    status: 200,
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  };
}

describe('page cache store', () => {
  it('keeps every page of a 5,000-page browse within the default budget, so early pages are still hits', async () => {
    const directory = path.join(root, 'browse');
    // The default budget and pages (about 400 KB rendered) both scaled down twentyfold to spare the disk.
    const store = createDiskStore({ directory, maxBytes: (DEFAULT_PAGE_CACHE_MB / 20) * 1024 * 1024, hotBytes: 1024 * 1024 });
    const pageBytes = 20 * 1024;
    for (let index = 0; index < 5000; index++) {
      await store.set(`/fa/articles/item-${index}`, renderedPage(`/fa/articles/item-${index}`, pageBytes), []);
    }
    const early = await Promise.all(Array.from({ length: 20 }, (_, index) => store.get(`/fa/articles/item-${index}`)));
    expect(early.every((found) => found !== null)).toBe(true);
    expect(store.stats().entries).toBe(5000);
  }, 120_000);

  it('keeps no more decoded pages in memory than PAGE_CACHE_MEMORY_MB allows, however many are written and read', async () => {
    const hotBytes = 64 * 1024;
    const store = createDiskStore({ directory: path.join(root, 'memory'), maxBytes: 16 * 1024 * 1024, hotBytes });
    for (let index = 0; index < 100; index++) {
      await store.set(`/fa/articles/item-${index}`, renderedPage(`/fa/articles/item-${index}`, 8 * 1024), []);
      expect(store.stats().memoryBytes).toBeLessThanOrEqual(hotBytes);
    }
    // Every page is still served (from the disk) while memory holds only the most recently read.
    for (let index = 0; index < 100; index++) {
      expect(await store.get(`/fa/articles/item-${index}`)).not.toBeNull();
      expect(store.stats().memoryBytes).toBeLessThanOrEqual(hotBytes);
    }
    expect(store.stats().memoryBytes).toBeGreaterThan(hotBytes / 2);
    expect(store.stats().entries).toBe(100);
  });

  it('drops the least recently used pages once the budget is spent, and keeps the ones still read', async () => {
    const store = createDiskStore({ directory: path.join(root, 'small'), maxBytes: 5 * 1024, hotBytes: 0 });
    for (let index = 0; index < 10; index++) {
      await store.set(`/page-${index}`, 'x'.repeat(1000), []);
      // Page 0 is read after every write: it stays the most recently used.
      await store.get('/page-0');
    }
    expect(await store.get('/page-0')).not.toBeNull();
    expect(await store.get('/page-1')).toBeNull();
    expect(store.stats().bytes).toBeLessThanOrEqual(5 * 1024);
  });

  it('starts empty in a fresh folder and removes what a stopped process left behind', async () => {
    const directory = path.join(root, 'restart');
    const before = createDiskStore({ directory, maxBytes: 1024 * 1024, hotBytes: 0 });
    await before.set('/fa', 'old database', []);
    // A process that is gone (no such pid) left its folder.
    const leftover = path.join(directory, '999999999-dead');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(leftover);
    const after = createDiskStore({ directory, maxBytes: 1024 * 1024, hotBytes: 0 });
    expect(await after.get('/fa')).toBeNull();
    expect(readdirSync(directory)).not.toContain('999999999-dead');
  });
});

describe("Next's cache handler", () => {
  beforeAll(() => {
    process.env.PAGE_CACHE_DIR = path.join(root, 'handler');
    delete process.env.REDIS_URL;
  });
  afterEach(() => resetTagStore());

  it('serves a stored page until one of its tags is revalidated, then renders it again', async () => {
    const handler = new PageCacheHandler();
    const page = renderedPage('/fa/articles/takedown', 2048);
    await handler.set('/fa/articles/takedown', page, { cacheControl: { revalidate: 3600 } });
    expect((await handler.get('/fa/articles/takedown'))?.value).toEqual(page);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await invalidateContent('articles', ['takedown']);
    expect(await handler.get('/fa/articles/takedown')).toBeNull();
    expect(pageCacheStore().stats().entries).toBe(0);
  });

  it('does not keep a page rendered while a change was arriving', async () => {
    const handler = new PageCacheHandler();
    await handler.revalidateTag([pathTag('/en/faq')]);
    // Stored just after the revalidation, but possibly read from the database before the write.
    await handler.set('/en/faq', renderedPage('/en/faq', 1024), {});
    expect(await handler.get('/en/faq')).toBeNull();
    expect(tagStore().isExpired([pathTag('/en/faq')], Date.now() + SETTLE_MS + 1)).toBe(false);
  });

  it('leaves pages of other content alone', async () => {
    const handler = new PageCacheHandler();
    await handler.set('/en/books/kept', renderedPage('/en/books/kept', 1024), {});
    await invalidateContent('articles', ['other']);
    expect(await handler.get('/en/books/kept')).not.toBeNull();
  });
});
