import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as searchRoute } from '@/app/api/search/route';
import { GET as statisticsRoute } from '@/app/api/manager/statistics/route';
import { getDb } from '@/server/db/client';
import { flushSearchCounts } from '@/server/services/content';
import { searchQueryCounts } from '@/server/db/schema';
import { formatModelDate } from '@/shared/dates';
import type { StatisticsView } from '@/shared/schemas/community';
import { makeItem } from '../support/content-fixtures';
import { apiRequest, json, routeParams } from '../support/http';
import { as, managerCast, type ManagerCast } from '../support/manager';

let cast: ManagerCast;
// Counts of other tests' searches share today; these are moved to a day of their own.
const DAY = '2019-06-01';
const stamp = Date.now().toString(36);
const letters = 'بپتثجچحخدذرزسشصضطظعغفقلمنوهی';
const persianWord = Array.from(stamp, (char) => letters[char.charCodeAt(0) % letters.length]).join('') + 'ک';
const englishTitle = `Countable ${stamp}`;

async function searchFor(q: string, locale: 'fa' | 'en'): Promise<number> {
  const response = await searchRoute(as(null, `/api/search?q=${encodeURIComponent(q)}`, { locale }), routeParams({}));
  expect(response.status).toBe(200);
  return (await json<{ data: unknown[] }>(response)).data.length;
}

async function searchesOn(day: string, locale: 'fa' | 'en', cast: ManagerCast) {
  const response = await statisticsRoute(
    as(cast.boss, `/api/manager/statistics?from=${day}&to=${day}`, { locale }),
    routeParams({}),
  );
  expect(response.status).toBe(200);
  return (await json<{ data: StatisticsView }>(response)).data.searches;
}

beforeAll(async () => {
  cast = await managerCast(['statistics.view']);
  await makeItem({ en: { title: englishTitle } });
  // Persian with the Arabic kaf, then with the Persian one: one query as search reads it. Nothing holds the word.
  expect(await searchFor(persianWord.replace(/ک$/, 'ك'), 'fa')).toBe(0);
  expect(await searchFor(persianWord, 'fa')).toBe(0);
  expect(await searchFor(englishTitle.toUpperCase(), 'en')).toBeGreaterThan(0);
  expect(await searchFor(englishTitle, 'en')).toBeGreaterThan(0);
  await flushSearchCounts();
  const today = formatModelDate(new Date());
  await getDb()
    .update(searchQueryCounts)
    .set({ day: DAY })
    .where(and(eq(searchQueryCounts.day, today), inArray(searchQueryCounts.query, [persianWord, englishTitle.toLowerCase()])));
});

describe('what readers search for', () => {
  it('counts each query per language in the spelling search reads it, and whether it found anything', async () => {
    const searches = await searchesOn(DAY, 'en', cast);
    const fa = searches.find((list) => list.locale === 'fa')!;
    const en = searches.find((list) => list.locale === 'en')!;
    expect(fa.top).toEqual([{ query: persianWord, count: 2 }]);
    expect(fa.empty).toEqual([{ query: persianWord, count: 2 }]);
    expect(en.top).toEqual([{ query: englishTitle.toLowerCase(), count: 2 }]);
    expect(en.empty).toEqual([]);
  });

  it('does not count a crawler', async () => {
    const word = `crawled${stamp}`;
    const request = apiRequest(`/api/search?q=${word}`, {
      locale: 'en',
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect((await searchRoute(request, routeParams({}))).status).toBe(200);
    await flushSearchCounts();
    expect(await getDb().select().from(searchQueryCounts).where(eq(searchQueryCounts.query, word))).toEqual([]);
  });

  it('keeps nothing about who searched', async () => {
    const [row] = await getDb().select().from(searchQueryCounts).where(eq(searchQueryCounts.query, persianWord));
    expect(Object.keys(row!).sort()).toEqual(['day', 'empty', 'locale', 'query', 'searches']);
  });

  it('is for managers who may read the statistics', async () => {
    const response = await statisticsRoute(as(null, `/api/manager/statistics?from=${DAY}&to=${DAY}`), routeParams({}));
    expect(response.status).toBe(401);
  });

  it('says there was nothing on a day nobody searched', async () => {
    const searches = await searchesOn('2019-06-02', 'fa', cast);
    expect(searches.map((list) => [list.locale, list.top.length, list.empty.length])).toEqual([
      ['fa', 0, 0],
      ['en', 0, 0],
    ]);
  });
});
