import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/search/route';
import { GET as LIST } from '@/app/api/[type]/route';
import { apiRequest, json, routeParams } from '../support/http';
import { makeItem, makeTag } from '../support/content-fixtures';
import type { ContentListItem } from '@/server/services/content/items';

type Results = { data: { id: string; type: string; title: string }[] };

const searchFor = async (q: string, locale: 'fa' | 'en' = 'fa') => {
  const res = await GET(apiRequest(`/api/search?q=${encodeURIComponent(q)}`, { locale }), routeParams({}));
  expect(res.status).toBe(200);
  return (await json<Results>(res)).data;
};

let ids: Record<string, string> = {};

beforeAll(async () => {
  const book = await makeItem({ type: 'books', fa: { title: 'کتاب آشنایی با بلاکچین', excerpt: 'راهنمای نوآموزان' } });
  const report = await makeItem({ fa: { title: 'گزارش بازار رمزارز در سال 1403' } });
  const wallet = await makeItem({ type: 'videos', fa: { title: 'آموزش ساخت کیف‌پول سخت‌افزاری' } });
  const arabicForms = await makeItem({ fa: { title: 'يادگيري كار با توكن' } });
  const english = await makeItem({ en: { title: 'Decentraland Land Auctions Explained' } });
  await makeItem({ fa: { title: 'کتاب پیش‌نویس' }, status: 'draft', publishedAt: null });
  ids = { book: book.id, report: report.id, wallet: wallet.id, arabicForms: arabicForms.id, english: english.id };
});

describe('GET /api/search', () => {
  it('finds «کتاب» when searched with the Arabic kaf «كتاب», across types, never drafts', async () => {
    const results = await searchFor('كتاب');
    expect(results.map((item) => item.id)).toEqual([ids.book]);
    expect(results[0]!.type).toBe('books');
  });

  it('finds Arabic-form titles (ي, ك) with Persian letters', async () => {
    expect((await searchFor('یادگیری کار')).map((item) => item.id)).toContain(ids.arabicForms);
  });

  it('finds «1403» when searched in Persian digits', async () => {
    expect((await searchFor('۱۴۰۳')).map((item) => item.id)).toEqual([ids.report]);
  });

  it('treats ZWNJ and space alike', async () => {
    expect((await searchFor('کیف پول')).map((item) => item.id)).toContain(ids.wallet);
    expect((await searchFor('سخت\u200Cافزاری')).map((item) => item.id)).toContain(ids.wallet);
  });

  it('matches English case-insensitively, partial words and small typos', async () => {
    expect((await searchFor('DECENTRALAND', 'en')).map((item) => item.id)).toEqual([ids.english]);
    expect((await searchFor('aucti', 'en')).map((item) => item.id)).toEqual([ids.english]);
    expect((await searchFor('decentraland auctoins', 'en')).map((item) => item.id)).toEqual([ids.english]);
  });

  it('gives each item its tags in the request language, by name, and its address in every language', async () => {
    const [tagB, tagA] = [await makeTag('Wallets', 'کیف‌پول‌ها'), await makeTag('Hardware', 'سخت‌افزار')];
    const item = await makeItem({ fa: { title: 'راهنمای کیف‌پول لدجر' }, en: { title: 'A Ledger wallet guide' }, tagIds: [tagB.id, tagA.id] });
    const res = await GET(apiRequest(`/api/search?q=${encodeURIComponent('لدجر')}`, { locale: 'fa' }), routeParams({}));
    const [found] = (await json<{ data: ContentListItem[] }>(res)).data;
    expect(found?.id).toBe(item.id);
    expect(found?.tags.map((tag) => tag.name)).toEqual(['سخت‌افزار', 'کیف‌پول‌ها']);
    expect(Object.keys(found?.translations ?? {}).sort()).toEqual(['en', 'fa']);
    expect(found?.translations.fa).toBe(found?.slug);
  });

  it('searches only the request language', async () => {
    expect(await searchFor('decentraland', 'fa')).toEqual([]);
  });

  it('needs a query', async () => {
    const res = await GET(apiRequest('/api/search'), routeParams({}));
    expect(res.status).toBe(422);
  });

  it('narrows a list with ?q=, normalized the same way', async () => {
    const res = await LIST(apiRequest(`/api/articles?q=${encodeURIComponent('رمز ارز ۱۴۰۳')}`, { locale: 'fa' }), routeParams({ type: 'articles' }));
    const res2 = await LIST(apiRequest(`/api/articles?q=${encodeURIComponent('۱۴۰۳')}`, { locale: 'fa' }), routeParams({ type: 'articles' }));
    expect((await json<Results>(res2)).data.map((item) => item.id)).toEqual([ids.report]);
    expect(res.status).toBe(200);
  });

  it("counts a list search's matches beyond its page, and pages them newest first", async () => {
    const made = [];
    for (const minutesAgo of [30, 20, 10]) {
      made.push(await makeItem({ fa: { title: 'یادداشت کهربایی', body: '<p>واژه‌ای که فقط اینجا هست: کهربایی</p>' }, publishedAt: new Date(Date.now() - minutesAgo * 60_000) }));
    }
    const res = await LIST(apiRequest(`/api/articles?q=${encodeURIComponent('کهربایی')}&per_page=2`, { locale: 'fa' }), routeParams({ type: 'articles' }));
    const body = await json<Results & { meta: { total: number; last_page: number } }>(res);
    expect(body.data.map((item) => item.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(body.meta).toMatchObject({ total: 3, last_page: 2 });
  });
});
