import { describe, expect, it } from 'vitest';
import { contentPaths, contentTags, invalidateContent, invalidateFaqs } from '@/server/cache';

describe('content cache invalidation', () => {
  it('works outside a Next request (tests, scripts, the seed, the due-item watch)', async () => {
    await expect(invalidateContent('articles', ['hello', 'سلام'])).resolves.toBeUndefined();
    await expect(invalidateFaqs()).resolves.toBeUndefined();
  });

  it("works inside Next's server outside a request", async () => {
    const { AsyncLocalStorage } = await import('node:async_hooks');
    Object.assign(globalThis, { AsyncLocalStorage });
    try {
      await expect(invalidateContent('books', ['x'])).resolves.toBeUndefined();
    } finally {
      delete (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage;
    }
  });

  it('names the home, list and detail paths of both locales', () => {
    const paths = contentPaths('articles', ['سلام']);
    expect(paths).toContain('/fa/articles');
    expect(paths).toContain('/en');
    expect(paths).toContain(`/fa/articles/${encodeURIComponent('سلام')}`);
    expect(contentPaths('metaverses', [])).toContain('/en/metaverses/landing');
  });

  it('documents its tags', () => {
    expect(contentTags.item('books', 'x')).toBe('content:books:x');
    expect(contentTags.type('podcasts')).toBe('content:podcasts');
  });
});
