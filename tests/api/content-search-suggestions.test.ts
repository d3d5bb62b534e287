import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/search/suggestions/route';
import { apiRequest, json, routeParams } from '../support/http';
import { makeCategory, makeItem, makeTag } from '../support/content-fixtures';

type Answer = { data: { suggestions: { kind: string; label: string; href: string }[]; did_you_mean: string | null } };

const suggest = async (q: string, locale: 'fa' | 'en' = 'fa') => {
  const res = await GET(apiRequest(`/api/search/suggestions?q=${encodeURIComponent(q)}`, { locale }), routeParams({}));
  expect(res.status).toBe(200);
  return (await json<Answer>(res)).data;
};

// Words of their own, so other files' items in the same database never answer for them.
beforeAll(async () => {
  const category = await makeCategory('Zorblax guides', 'راهنمای زربلاکس');
  const tag = await makeTag('Quokkacoin', 'کوکاکوین');
  await makeItem({ fa: { title: `زربلاکس و بیت‌کوین‌ها` }, en: { title: 'Zorblax and Ethereum explained' }, categoryId: category.id, tagIds: [tag.id] });
  await makeItem({ fa: { title: 'راهنمای کیف پول زربلاکس' }, en: { title: 'A zorblax wallet guide' } });
  // A category only a video is filed under, and as an extra category beside its primary one (ADR 0032).
  const [primary, extra] = [await makeCategory('Short films', 'فیلم‌های کوتاه'), await makeCategory('Zorblax clips', 'کلیپ‌های زربلاکس')];
  await makeItem({ type: 'videos', fa: { title: 'ویدیوی کوتاه' }, categoryId: primary.id, categoryIds: [extra.id] });
  await makeItem({ type: 'coins', fa: { title: 'سکهٔ کوکاکوین' }, en: { title: 'The Quokkacoin coin' }, tagIds: [tag.id] });
  // «زربلاکز» is in a body only: a word of the library all the same, one letter from a title's «زربلاکس».
  await makeItem({ fa: { title: 'یادداشت', body: '<p>نام دیگرش زربلاکز است.</p>' } });
});

describe('GET /api/search/suggestions', () => {
  it('offers titles holding what is typed, the last word completing, in the request language', async () => {
    const { suggestions } = await suggest('زربلا');
    const items = suggestions.filter((s) => s.kind === 'item').map((s) => s.label);
    expect(items).toEqual(expect.arrayContaining(['زربلاکس و بیت‌کوین‌ها', 'راهنمای کیف پول زربلاکس']));
    expect(suggestions.find((s) => s.label === 'زربلاکس و بیت‌کوین‌ها')!.href).toMatch(/^\/articles\/.+/);
    const english = await suggest('zorbl', 'en');
    expect(english.suggestions.filter((s) => s.kind === 'item').map((s) => s.label)).toEqual(expect.arrayContaining(['Zorblax and Ethereum explained', 'A zorblax wallet guide']));
    expect(english.suggestions.some((s) => /[\u0600-\u06FF]/.test(s.label))).toBe(false);
  });

  it('offers tags and categories whose name or one of its words starts with what is typed, with their list pages', async () => {
    const { suggestions } = await suggest('کوکا');
    expect(suggestions).toContainEqual({ kind: 'tag', label: 'کوکاکوین', href: expect.stringMatching(/^\/(articles|coins)\/tag\/.+/) });
    const byWord = await suggest('زربلاکس');
    expect(byWord.suggestions).toContainEqual({ kind: 'category', label: 'راهنمای زربلاکس', href: expect.stringMatching(/^\/articles\/category\/.+/) });
    expect(byWord.suggestions).toContainEqual({ kind: 'category', label: 'کلیپ‌های زربلاکس', href: expect.stringMatching(/^\/videos\/category\/.+/) });
  });

  it('starts at two letters, and finds a title whatever the inflection typed', async () => {
    expect((await suggest('ز')).suggestions).toEqual([]);
    expect((await suggest('کو')).suggestions.some((s) => s.label === 'کوکاکوین')).toBe(true);
    expect((await suggest('زربلاکس بیت‌کوین')).suggestions.map((s) => s.label)).toContain('زربلاکس و بیت‌کوین‌ها');
  });

  it('offers the closest spelling of the library’s own words when nothing starts with what is typed', async () => {
    expect(await suggest('زربلاکث بیتکوبن')).toEqual({ suggestions: [], did_you_mean: 'زربلاکس بیت‌کوین' });
    expect((await suggest('zorblaks etherum', 'en')).did_you_mean).toBe('zorblax ethereum');
    // A word the library holds is never «corrected», and one far from every word gets no suggestion.
    expect((await suggest('زربلاکس')).did_you_mean).toBeNull();
    expect((await suggest('زربلاکز')).did_you_mean).toBeNull();
    expect((await suggest('qwxzyv', 'en')).did_you_mean).toBeNull();
  });

  it('refuses an empty query with 422', async () => {
    const res = await GET(apiRequest('/api/search/suggestions?q=%20', { locale: 'fa' }), routeParams({}));
    expect(res.status).toBe(422);
  });
});
