import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/[type]/route';
import { getDb } from '@/server/db/client';
import { listContents } from '@/server/services/content';
import { apiRequest, json, routeParams } from '../support/http';
import { makeCategory, makeItem, makeTag } from '../support/content-fixtures';
import { countQueries } from '../support/query-counter';

type ListBody = {
  data: { id: string; slug: string; title: string; category: { slug: string } | null; tags: { slug: string }[]; translations: Record<string, string>; counts: { likes: number } }[];
  meta: { current_page: number; per_page: number; total: number; last_page: number; next_cursor?: string };
};

const list = (path: string, locale: 'fa' | 'en' = 'en') =>
  GET(apiRequest(path, { locale }), routeParams({ type: path.split('?')[0]!.split('/')[2]! }));

let ids: Record<string, string> = {};

beforeAll(async () => {
  const wallets = await makeCategory('Wallets', 'کیف پول‌ها');
  const land = await makeCategory('Virtual land', 'زمین مجازی');
  const beginner = await makeTag('Beginner', 'مبتدی');
  const both = await makeItem({
    en: { title: 'What is a crypto wallet' },
    fa: { title: 'کیف پول رمزارز چیست' },
    categoryId: wallets.id,
    tagIds: [beginner.id],
    likes: 3,
  });
  const enOnly = await makeItem({ en: { title: 'Buying land in a metaverse' }, categoryId: land.id, likes: 10 });
  const faOnly = await makeItem({ fa: { title: 'زمین در متاورس' }, categoryId: land.id });
  const pastScheduled = await makeItem({ en: { title: 'Scheduled and due' }, status: 'scheduled', publishedAt: new Date(Date.now() - 60_000) });
  await makeItem({ en: { title: 'A draft' }, status: 'draft', publishedAt: null });
  await makeItem({ en: { title: 'Scheduled for later' }, status: 'scheduled', publishedAt: new Date(Date.now() + 86_400_000) });
  await makeItem({ en: { title: 'Archived one' }, status: 'archived' });
  await makeItem({ type: 'books', en: { title: 'A book, not an article' } });
  ids = { both: both.id, enOnly: enOnly.id, faOnly: faOnly.id, pastScheduled: pastScheduled.id, wallets: wallets.id, beginner: beginner.id };
});

describe('GET /api/{type}', () => {
  it('lists visible items translated into the request language, newest first', async () => {
    const res = await list('/api/articles');
    expect(res.status).toBe(200);
    const body = await json<ListBody>(res);
    expect(body.data.map((item) => item.id)).toEqual([ids.pastScheduled, ids.enOnly, ids.both]);
    expect(body.meta).toEqual({ current_page: 1, per_page: 15, total: 3, last_page: 1 });
  });

  it('answers Persian requests with the Persian items and both slugs for the language switch', async () => {
    const body = await json<ListBody>(await list('/api/articles', 'fa'));
    expect(body.data.map((item) => item.id)).toEqual([ids.faOnly, ids.both]);
    const both = body.data.find((item) => item.id === ids.both)!;
    expect(both.title).toBe('کیف پول رمزارز چیست');
    expect(Object.keys(both.translations).sort()).toEqual(['en', 'fa']);
    expect(both.category?.slug).toBe('کیف-پول-ها');
  });

  it('is cacheable and sets no cookie', async () => {
    const res = await list('/api/articles');
    expect(res.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('filters by category slug or id, and by tag', async () => {
    const bySlug = await json<ListBody>(await list('/api/articles?category=virtual-land'));
    expect(bySlug.data.map((item) => item.id)).toEqual([ids.enOnly]);
    const byId = await json<ListBody>(await list(`/api/articles?category=${ids.wallets}`));
    expect(byId.data.map((item) => item.id)).toEqual([ids.both]);
    const byTag = await json<ListBody>(await list('/api/articles?tag=beginner'));
    expect(byTag.data.map((item) => item.id)).toEqual([ids.both]);
    expect(byTag.data[0]!.tags.map((tag) => tag.slug)).toEqual(['beginner']);
  });

  it('sorts by likes', async () => {
    const body = await json<ListBody>(await list('/api/articles?sort=most_liked'));
    expect(body.data.map((item) => item.counts.likes)).toEqual([10, 3, 0]);
  });

  it('paginates, with empty data past the last page', async () => {
    const first = await json<ListBody>(await list('/api/articles?per_page=2'));
    expect(first.data).toHaveLength(2);
    expect(first.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2, next_cursor: expect.any(String) });
    const past = await json<ListBody>(await list('/api/articles?per_page=2&page=5'));
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ current_page: 5, per_page: 2, total: 3, last_page: 2 });
  });

  it('reads the next page from the previous page\'s cursor, and says when there is none', async () => {
    const first = await json<ListBody>(await list('/api/articles?per_page=2'));
    const second = await json<ListBody>(await list(`/api/articles?per_page=2&after=${first.meta.next_cursor}`));
    expect(second.data.map((item) => item.id)).toEqual([ids.both]);
    expect(second.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    const byPage = await json<ListBody>(await list('/api/articles?per_page=2&page=2'));
    expect(byPage.data.map((item) => item.id)).toEqual(second.data.map((item) => item.id));
  });

  it('refuses a cursor it did not write, or one from the other order, with 422', async () => {
    for (const cursor of ['nonsense', 'WzIsIjIwMjYtMDItMzBUMDA6MDA6MDAuMDAwMDAwWiIsIjAwMDAwMDAwLTAwMDAtMDAwMC0wMDAwLTAwMDAwMDAwMDAwMCJd']) {
      const res = await list(`/api/articles?after=${cursor}`);
      expect(res.status).toBe(422);
      expect((await json<{ errors: Record<string, string[]> }>(res)).errors).toHaveProperty('after');
    }
    const persian = await json<{ errors: Record<string, string[]> }>(await list('/api/articles?after=nonsense', 'fa'));
    expect(persian.errors.after).toEqual(['نشانگر صفحهٔ بعد معتبر نیست.']);
    const newest = await json<ListBody>(await list('/api/articles?per_page=1'));
    const res = await list(`/api/articles?per_page=1&sort=most_liked&after=${newest.meta.next_cursor}`);
    expect(res.status).toBe(422);
  });

  it('rejects per_page above 100 and a bad sort with 422', async () => {
    const res = await list('/api/articles?per_page=101');
    expect(res.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(res)).errors).toHaveProperty('per_page');
    expect((await list('/api/articles?sort=oldest')).status).toBe(422);
  });

  it('answers 404 for an unknown type', async () => {
    const res = await GET(apiRequest('/api/recipes'), routeParams({ type: 'recipes' }));
    expect(res.status).toBe(404);
    expect(await json(res)).toHaveProperty('message');
  });

  it('runs the same small number of queries whatever the page size', async () => {
    const tag = await makeTag('Bulk', 'انبوه');
    for (let n = 0; n < 12; n++) await makeItem({ type: 'posts', en: { title: `Post number ${n}` }, tagIds: [tag.id, ids.beginner!] });
    const small = await countQueries(getDb(), () => listContents('posts', { per_page: 2 }, 'en'));
    const large = await countQueries(getDb(), () => listContents('posts', { per_page: 12 }, 'en'));
    expect(small.result.items).toHaveLength(2);
    expect(large.result.items).toHaveLength(12);
    expect(large.result.items.every((item) => item.tags.length === 2)).toBe(true);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(6);
  });
});
