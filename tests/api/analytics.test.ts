import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as beaconRoute } from '@/app/api/analytics/beacon/route';
import { GET as analyticsRoute } from '@/app/api/manager/analytics/route';
import { GET as exportRoute } from '@/app/api/manager/analytics/export/route';
import { resetEnvForTests } from '@/env';
import { getDb } from '@/server/db/client';
import { analyticsDaily, analyticsEvents, analyticsSalts, analyticsVisitors } from '@/server/db/schema';
import { flushAnalytics } from '@/server/services/analytics/collect';
import { itemReading } from '@/server/services/analytics/report';
import { analyticsRound, rollUpAnalytics } from '@/server/services/analytics/rollup';
import { formatModelDate } from '@/shared/dates';
import type { AnalyticsReport } from '@/shared/schemas/analytics';
import { makeItem } from '../support/content-fixtures';
import { apiRequest, fromAddress, json, routeParams } from '../support/http';
import { writeCountryDatabase } from '../support/mmdb';
import { as, managerCast, type ManagerCast } from '../support/manager';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
// Beacons of this file are written on days of their own, far from any other test's today.
const DAY_ONE = '2019-07-01';
const DAY_TWO = '2019-07-02';

let cast: ManagerCast;
let faItem: Awaited<ReturnType<typeof makeItem>>;
let enItem: Awaited<ReturnType<typeof makeItem>>;

type Beacon = { kind?: 'view' | 'read'; url: string; item?: string; referrer?: string };

async function beacon(
  body: Beacon,
  {
    agent = DESKTOP,
    address = '198.51.100.7',
    headers = {},
  }: { agent?: string; address?: string; headers?: Record<string, string> } = {},
) {
  const response = await beaconRoute(
    apiRequest('/api/analytics/beacon', {
      method: 'POST',
      body: { kind: 'view', ...body },
      headers: { 'user-agent': agent, ...fromAddress(address), ...headers },
    }),
    routeParams({}),
  );
  expect(response.status).toBe(202);
  expect(response.headers.get('set-cookie')).toBeNull();
  return (await json<{ data: { counted: boolean } }>(response)).data.counted;
}

/** Beacons sent while the clock says `day` (Tehran noon). */
async function on<T>(day: string, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T08:30:00Z`));
  try {
    const result = await work();
    await flushAnalytics();
    return result;
  } finally {
    vi.useRealTimers();
  }
}

async function report(query: string, locale: 'fa' | 'en' = 'en'): Promise<AnalyticsReport> {
  const response = await analyticsRoute(as(cast.limited, `/api/manager/analytics?${query}`, { locale }), routeParams({}));
  expect(response.status).toBe(200);
  return (await json<{ data: AnalyticsReport }>(response)).data;
}

beforeAll(async () => {
  cast = await managerCast(['analytics.view']);
  faItem = await makeItem({ fa: { title: 'کیف پول سخت‌افزاری' } });
  enItem = await makeItem({ en: { title: 'Hardware wallets' } });
  await getDb()
    .delete(analyticsEvents)
    .where(inArray(analyticsEvents.day, [DAY_ONE, DAY_TWO]));

  await on(DAY_ONE, async () => {
    // A Persian reader on a phone from Google reads the Persian item through; the same reader comes back from Telegram.
    expect(
      await beacon(
        { url: `/fa/articles/x?utm_source=x`, item: faItem.id, referrer: 'https://www.google.com/' },
        { agent: PHONE },
      ),
    ).toBe(true);
    expect(
      await beacon(
        { kind: 'read', url: '/fa/articles/x', item: faItem.id, referrer: 'https://www.google.com/' },
        { agent: PHONE },
      ),
    ).toBe(true);
    expect(await beacon({ url: '/fa/articles/x', item: faItem.id, referrer: 'https://t.me/darvazeh' }, { agent: PHONE })).toBe(
      true,
    );
    // An English reader from the newsletter, and another arriving directly at the home page.
    expect(
      await beacon({ url: '/en/articles/y?utm_source=darvazeh&utm_medium=email', item: enItem.id }, { address: '203.0.113.9' }),
    ).toBe(true);
    expect(await beacon({ url: '/en' }, { address: '203.0.113.10' })).toBe(true);
    // Not counted: a crawler, Do-Not-Track, Global Privacy Control, a prefetch, a page outside the languages.
    expect(await beacon({ url: '/fa/articles/x', item: faItem.id }, { agent: CRAWLER })).toBe(false);
    expect(await beacon({ url: '/fa/articles/x', item: faItem.id }, { headers: { dnt: '1' } })).toBe(false);
    expect(await beacon({ url: '/fa/articles/x', item: faItem.id }, { headers: { 'sec-gpc': '1' } })).toBe(false);
    expect(await beacon({ url: '/fa/articles/x', item: faItem.id }, { headers: { 'sec-purpose': 'prefetch' } })).toBe(false);
    expect(await beacon({ url: '/wp-admin' })).toBe(false);
  });
  await on(DAY_TWO, async () => {
    // The Persian reader again the next day: a new salt, so a visitor of that day only.
    expect(await beacon({ url: '/fa/articles/x', item: faItem.id }, { agent: PHONE })).toBe(true);
  });
  await rollUpAnalytics([DAY_ONE, DAY_TWO]);
});

afterEach(() => vi.useRealTimers());

describe('reading analytics', () => {
  it('stores no address, browser or cookie: a reader is a hash that changes with the day', async () => {
    const rows = await getDb()
      .select()
      .from(analyticsEvents)
      .where(inArray(analyticsEvents.day, [DAY_ONE, DAY_TWO]));
    expect(rows).toHaveLength(6);
    const stored = JSON.stringify(rows);
    for (const secret of ['198.51.100.7', '203.0.113.9', 'Android', 'Chrome', 'utm_']) expect(stored).not.toContain(secret);
    const phoneReader = rows.filter((row) => row.device === 'phone');
    expect(new Set(phoneReader.filter((row) => row.day === DAY_ONE).map((row) => row.visitor)).size).toBe(1);
    const dayTwo = phoneReader.find((row) => row.day === DAY_TWO)!;
    expect(phoneReader.filter((row) => row.day === DAY_ONE).map((row) => row.visitor)).not.toContain(dayTwo.visitor);
    expect(rows.every((row) => !row.path.includes('?'))).toBe(true);
  });

  it('rolls up to exactly the raw counts, the same however often it runs', async () => {
    const raw = await getDb()
      .select({
        views: sql<number>`count(*) filter (where kind = 'view')`.mapWith(Number),
        reads: sql<number>`count(*) filter (where kind = 'read')`.mapWith(Number),
      })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.day, DAY_ONE));
    const daily = async () =>
      getDb()
        .select({ views: sql<number>`sum(views)`.mapWith(Number), reads: sql<number>`sum(reads)`.mapWith(Number) })
        .from(analyticsDaily)
        .where(eq(analyticsDaily.day, DAY_ONE));
    expect(await daily()).toEqual(raw);
    await rollUpAnalytics([DAY_ONE]);
    expect(await daily()).toEqual([{ views: 4, reads: 1 }]);
    const visitors = await getDb().select().from(analyticsVisitors).where(eq(analyticsVisitors.day, DAY_ONE));
    expect(Object.fromEntries(visitors.map((row) => [row.locale, row.visitors]))).toEqual({ fa: 1, en: 2 });
  });

  it('answers views, visitors and read-throughs per day, the most read items, languages, sources and devices', async () => {
    const figures = await report(`from=${DAY_ONE}&to=${DAY_TWO}&bucket=day`);
    expect(figures.totals).toEqual({ views: 5, reads: 1, visitors: 4 });
    expect(figures.series.map((entry) => [entry.key, entry.views, entry.visitors])).toEqual([
      [DAY_ONE, 4, 3],
      [DAY_TWO, 1, 1],
    ]);
    expect(figures.items).toEqual([
      { id: faItem.id, type: 'articles', locale: 'fa', title: 'کیف پول سخت‌افزاری', views: 3, reads: 1 },
      { id: enItem.id, type: 'articles', locale: 'en', title: 'Hardware wallets', views: 1, reads: 0 },
    ]);
    expect(figures.languages).toEqual([
      { locale: 'fa', views: 3, visitors: 2 },
      { locale: 'en', views: 2, visitors: 2 },
    ]);
    expect(Object.fromEntries(figures.sources.map((row) => [row.source, row.views]))).toEqual({
      search: 1,
      social: 1,
      newsletter: 1,
      direct: 2,
    });
    expect(Object.fromEntries(figures.devices.map((row) => [row.device, row.views]))).toEqual({ phone: 3, desktop: 2 });
  });

  it('exports any table of the report as CSV, with no formula a spreadsheet would run', async () => {
    const exported = await exportRoute(
      as(cast.limited, `/api/manager/analytics/export?from=${DAY_ONE}&to=${DAY_TWO}&view=items`),
      routeParams({}),
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.headers.get('cache-control')).toBe('private, no-store');
    expect((await exported.text()).split('\r\n')).toEqual([
      'id,type,language,title,views,reads',
      `${faItem.id},articles,fa,کیف پول سخت‌افزاری,3,1`,
      `${enItem.id},articles,en,Hardware wallets,1,0`,
      '',
    ]);
    const series = await exportRoute(
      as(cast.limited, `/api/manager/analytics/export?from=${DAY_ONE}&to=${DAY_TWO}&view=series&bucket=day`),
      routeParams({}),
    );
    expect((await series.text()).split('\r\n').slice(0, 3)).toEqual([
      'period,start,end,views,visitors,reads',
      `${DAY_ONE},${DAY_ONE},${DAY_ONE},4,3,1`,
      `${DAY_TWO},${DAY_TWO},${DAY_TWO},1,1,0`,
    ]);
    const unknown = await exportRoute(
      as(cast.limited, `/api/manager/analytics/export?from=${DAY_ONE}&to=${DAY_TWO}&view=everything`),
      routeParams({}),
    );
    expect(unknown.status).toBe(422);
  });

  it('buckets by Jalali week for a Persian manager, and refuses a range that ends before it starts', async () => {
    const figures = await report(`from=${DAY_ONE}&to=${DAY_TWO}&bucket=week`, 'fa');
    expect(figures.calendar).toBe('jalali');
    expect(figures.series).toHaveLength(1);
    expect(figures.series[0]!.views).toBe(5);
    const refused = await analyticsRoute(
      as(cast.limited, `/api/manager/analytics?from=${DAY_TWO}&to=${DAY_ONE}`),
      routeParams({}),
    );
    expect(refused.status).toBe(422);
    const plain = await analyticsRoute(as(cast.plain, `/api/manager/analytics?from=${DAY_ONE}&to=${DAY_TWO}`), routeParams({}));
    expect(plain.status).toBe(403);
  });

  it('shows what was read today at once, before any roll-up', async () => {
    const today = formatModelDate(new Date());
    const item = await makeItem({ en: { title: `Read this morning ${Date.now()}` } });
    expect(await beacon({ url: '/en/articles/z', item: item.id }, { address: '192.0.2.44' })).toBe(true);
    await flushAnalytics();
    const figures = await report(`from=${today}&to=${today}`);
    expect(figures.items.find((entry) => entry.id === item.id)).toMatchObject({ views: 1, reads: 0, locale: 'en' });
    // And on the item's edit screen, its own last thirty days.
    expect((await itemReading(item.id)).languages).toEqual([{ locale: 'en', views: 1, reads: 0 }]);
    expect((await itemReading(faItem.id)).languages).toEqual([]);
  });

  it('writes a buffered beacon within the flush interval without being asked: a crash loses at most those seconds', async () => {
    const item = await makeItem({ en: { title: `Flushed by the timer ${Date.now()}` } });
    expect(await beacon({ url: '/en/articles/t', item: item.id }, { address: '192.0.2.45' })).toBe(true);
    const written = async () =>
      (await getDb().select().from(analyticsEvents).where(eq(analyticsEvents.contentId, item.id))).length;
    expect(await written()).toBe(0);
    await vi.waitFor(async () => expect(await written()).toBe(1), { timeout: 10_000, interval: 200 });
  });

  it("the job's round forgets the salt of a finished day and raw beacons past ANALYTICS_RAW_DAYS, keeping the figures", async () => {
    await analyticsRound(new Date(`${DAY_TWO}T20:00:00Z`));
    expect(await getDb().select().from(analyticsSalts).where(eq(analyticsSalts.day, DAY_ONE))).toHaveLength(0);
    await analyticsRound(new Date('2019-09-01T08:00:00Z'));
    expect(
      await getDb()
        .select()
        .from(analyticsEvents)
        .where(inArray(analyticsEvents.day, [DAY_ONE, DAY_TWO])),
    ).toHaveLength(0);
    expect((await report(`from=${DAY_ONE}&to=${DAY_TWO}`)).totals.views).toBe(5);
  });

  it('with a GeoIP database, turns each address into its country as the beacon arrives and shows views by country; without one, no country at all', async () => {
    const day = '2019-10-01';
    const database = path.join(mkdtempSync(path.join(tmpdir(), 'darvazeh-geoip-')), 'countries.mmdb');
    writeCountryDatabase(database, [
      { cidr: '203.0.113.0/24', country: 'IR' },
      { cidr: '192.0.2.0/24', country: 'DE' },
    ]);
    await getDb().delete(analyticsEvents).where(eq(analyticsEvents.day, day));
    expect((await report(`from=${day}&to=${day}`)).countries).toBeUndefined();

    vi.stubEnv('GEOIP_DATABASE', database);
    resetEnvForTests();
    try {
      await on(day, async () => {
        expect(await beacon({ url: '/fa/articles/a', item: faItem.id }, { address: '203.0.113.9' })).toBe(true);
        expect(await beacon({ url: '/fa/articles/a', item: faItem.id }, { address: '203.0.113.10' })).toBe(true);
        expect(await beacon({ url: '/en/articles/b', item: enItem.id }, { address: '192.0.2.7' })).toBe(true);
        // An address the database does not know is counted, without a country.
        expect(await beacon({ url: '/en/articles/b', item: enItem.id }, { address: '198.51.100.99' })).toBe(true);
      });
      const events = await getDb().select().from(analyticsEvents).where(eq(analyticsEvents.day, day));
      expect(events.map((event) => event.country).sort()).toEqual(['DE', 'IR', 'IR', null]);
      // The address is only looked up: no column of the event holds it.
      expect(JSON.stringify(events)).not.toMatch(/203\.0\.113|192\.0\.2|198\.51\.100/);

      await rollUpAnalytics([day]);
      const figures = await report(`from=${day}&to=${day}`);
      expect(figures.countries).toEqual([
        { country: 'IR', views: 2 },
        { country: 'DE', views: 1 },
      ]);
      expect(figures.totals.views).toBe(4);
      const exported = await exportRoute(
        as(cast.limited, `/api/manager/analytics/export?from=${day}&to=${day}&view=countries`),
        routeParams({}),
      );
      expect(await exported.text()).toBe('country,views\r\nIR,2\r\nDE,1\r\n');
    } finally {
      vi.unstubAllEnvs();
      resetEnvForTests();
    }
    expect((await report(`from=${day}&to=${day}`)).countries).toBeUndefined();
  });

  it('goes on counting, without a country, when the GeoIP database cannot be read', async () => {
    const day = '2019-10-02';
    await getDb().delete(analyticsEvents).where(eq(analyticsEvents.day, day));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('GEOIP_DATABASE', path.join(tmpdir(), 'darvazeh-no-such-database.mmdb'));
    resetEnvForTests();
    try {
      await on(day, async () => {
        expect(await beacon({ url: '/en/articles/b', item: enItem.id }, { address: '203.0.113.9' })).toBe(true);
        expect(await beacon({ url: '/en/articles/b', item: enItem.id }, { address: '203.0.113.10' })).toBe(true);
      });
      const events = await getDb().select().from(analyticsEvents).where(eq(analyticsEvents.day, day));
      expect(events.map((event) => event.country)).toEqual([null, null]);
      // Said once, not at every beacon.
      expect(logged.mock.calls.filter(([message]) => String(message).includes('GeoIP'))).toHaveLength(1);
      await rollUpAnalytics([day]);
      expect((await report(`from=${day}&to=${day}`)).countries).toEqual([]);
    } finally {
      logged.mockRestore();
      vi.unstubAllEnvs();
      resetEnvForTests();
    }
  });
});
