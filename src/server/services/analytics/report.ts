import { and, between, desc, eq, gte, isNotNull, lt, ne, sum } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Locale } from '@/i18n/locales';
import { getDb, type Database } from '@/server/db/client';
import { analyticsDaily, analyticsEvents, analyticsVisitors, contents, contentTranslations } from '@/server/db/schema';
import { formatModelDate } from '@/shared/dates';
import type { AnalyticsQuery, AnalyticsReport, AnalyticsSource, AnalyticsView, DeviceClass } from '@/shared/schemas/analytics';
import { addDays, bucketDailyCounts } from '@/shared/statistics';
import { csvField } from '../newsletter/csv';
import { calendarFor } from '../statistics/series';
import { isGeoipEnabled } from './geoip';
import { dailyRowsOf, visitorRowsOf } from './rollup';

/** Items listed as the most read. */
const TOP_ITEMS = 20;

/**
 * The daily figures of `from`…`to`: the roll-ups up to the day before yesterday, and yesterday and
 * today counted from the raw beacons, so an editor sees this morning's reading now rather than
 * at the next roll-up (ADR 0028).
 */
function figuresOf(db: Database, from: string, to: string) {
  const liveFrom = addDays(formatModelDate(new Date()), -1);
  const pages = unionAll(
    db
      .select({
        day: analyticsDaily.day,
        locale: analyticsDaily.locale,
        path: analyticsDaily.path,
        contentId: analyticsDaily.contentId,
        source: analyticsDaily.source,
        device: analyticsDaily.device,
        country: analyticsDaily.country,
        views: analyticsDaily.views,
        reads: analyticsDaily.reads,
      })
      .from(analyticsDaily)
      .where(and(between(analyticsDaily.day, from, to), lt(analyticsDaily.day, liveFrom))),
    dailyRowsOf(db, and(between(analyticsEvents.day, from, to), gte(analyticsEvents.day, liveFrom))),
  ).as('pages');
  const visitors = unionAll(
    db
      .select({ day: analyticsVisitors.day, locale: analyticsVisitors.locale, visitors: analyticsVisitors.visitors })
      .from(analyticsVisitors)
      .where(and(between(analyticsVisitors.day, from, to), lt(analyticsVisitors.day, liveFrom))),
    visitorRowsOf(db, and(between(analyticsEvents.day, from, to), gte(analyticsEvents.day, liveFrom))),
  ).as('visitors');
  return { pages, visitors };
}

/** Views, read-throughs and visitors of `from`…`to` (Tehran days), bucketed, with the range's top items and its breakdowns. */
export async function analyticsReport(query: AnalyticsQuery, locale: Locale): Promise<AnalyticsReport> {
  const { from, to, bucket } = query;
  const calendar = calendarFor(locale, query.calendar);
  const db = getDb();
  const { pages, visitors } = figuresOf(db, from, to);
  const views = sum(pages.views).mapWith(Number);
  const reads = sum(pages.reads).mapWith(Number);
  const visitorCount = sum(visitors.visitors).mapWith(Number);

  // One query at a time: on PGlite every query shares one connection anyway.
  const days = await db.select({ day: pages.day, views, reads }).from(pages).groupBy(pages.day);
  const visitorDays = await db.select({ day: visitors.day, visitors: visitorCount }).from(visitors).groupBy(visitors.day);
  const range = { from, to, bucket, calendar };
  const viewBuckets = bucketDailyCounts(new Map(days.map((row) => [row.day, row.views])), range);
  const readBuckets = bucketDailyCounts(new Map(days.map((row) => [row.day, row.reads])), range);
  const visitorBuckets = bucketDailyCounts(new Map(visitorDays.map((row) => [row.day, row.visitors])), range);
  const series = viewBuckets.map((entry, index) => ({
    key: entry.key,
    start: entry.start,
    end: entry.end,
    views: entry.count,
    reads: readBuckets[index]?.count ?? 0,
    visitors: visitorBuckets[index]?.count ?? 0,
  }));

  // Titles in the language the item was read in: the page's own translation.
  const items = await db
    .select({ id: contents.id, type: contents.type, locale: pages.locale, title: contentTranslations.title, views, reads })
    .from(pages)
    .innerJoin(contents, eq(contents.id, pages.contentId))
    .innerJoin(
      contentTranslations,
      and(eq(contentTranslations.contentId, contents.id), eq(contentTranslations.locale, pages.locale)),
    )
    .where(isNotNull(pages.contentId))
    .groupBy(contents.id, contents.type, pages.locale, contentTranslations.title)
    .orderBy(desc(views), contentTranslations.title)
    .limit(TOP_ITEMS);
  const byLocale = await db.select({ locale: pages.locale, views }).from(pages).groupBy(pages.locale);
  const visitorsByLocale = await db
    .select({ locale: visitors.locale, visitors: visitorCount })
    .from(visitors)
    .groupBy(visitors.locale);
  const sources = await db.select({ source: pages.source, views }).from(pages).groupBy(pages.source).orderBy(desc(views));
  const devices = await db.select({ device: pages.device, views }).from(pages).groupBy(pages.device).orderBy(desc(views));
  // Views whose country is unknown ('') are left out: the table is where the known readers were.
  const countries = isGeoipEnabled()
    ? await db
        .select({ country: pages.country, views })
        .from(pages)
        .where(ne(pages.country, ''))
        .groupBy(pages.country)
        .orderBy(desc(views), pages.country)
    : undefined;

  const sumOf = (figure: 'views' | 'reads' | 'visitors') => series.reduce((total, entry) => total + entry[figure], 0);
  const visitorsOf = new Map(visitorsByLocale.map((row) => [row.locale, row.visitors]));
  return {
    from,
    to,
    bucket,
    calendar,
    totals: { views: sumOf('views'), reads: sumOf('reads'), visitors: sumOf('visitors') },
    series,
    items: items.map((item) => ({ ...item, locale: item.locale as Locale })),
    languages: byLocale
      .map((row) => ({ locale: row.locale as Locale, views: row.views, visitors: visitorsOf.get(row.locale) ?? 0 }))
      .sort((a, b) => b.views - a.views),
    sources: sources.map((row) => ({ source: row.source as AnalyticsSource, views: row.views })),
    devices: devices.map((row) => ({ device: row.device as DeviceClass, views: row.views })),
    ...(countries && { countries }),
  };
}

/** One table of the report as CSV, with English column names a spreadsheet or a script can rely on. */
export async function analyticsCsv(query: AnalyticsQuery & { view: AnalyticsView }, locale: Locale): Promise<string> {
  const report = await analyticsReport(query, locale);
  const tables: Record<AnalyticsView, (string | number)[][]> = {
    series: [
      ['period', 'start', 'end', 'views', 'visitors', 'reads'],
      ...report.series.map((entry) => [entry.key, entry.start, entry.end, entry.views, entry.visitors, entry.reads]),
    ],
    items: [
      ['id', 'type', 'language', 'title', 'views', 'reads'],
      ...report.items.map((item) => [item.id, item.type, item.locale, item.title, item.views, item.reads]),
    ],
    languages: [['language', 'views', 'visitors'], ...report.languages.map((row) => [row.locale, row.views, row.visitors])],
    sources: [['source', 'views'], ...report.sources.map((row) => [row.source, row.views])],
    devices: [['device', 'views'], ...report.devices.map((row) => [row.device, row.views])],
    countries: [['country', 'views'], ...(report.countries ?? []).map((row) => [row.country, row.views])],
  };
  return tables[query.view].map((row) => row.map((cell) => csvField(String(cell))).join(',')).join('\r\n') + '\r\n';
}

export type ItemReading = { from: string; to: string; languages: { locale: Locale; views: number; reads: number }[] };

/** One item's views and read-throughs per language over the last `days` Tehran days, for its edit screen. */
export async function itemReading(contentId: string, days = 30): Promise<ItemReading> {
  const to = formatModelDate(new Date());
  const from = addDays(to, -(days - 1));
  const db = getDb();
  const { pages } = figuresOf(db, from, to);
  const rows = await db
    .select({ locale: pages.locale, views: sum(pages.views).mapWith(Number), reads: sum(pages.reads).mapWith(Number) })
    .from(pages)
    .where(eq(pages.contentId, contentId))
    .groupBy(pages.locale)
    .orderBy(pages.locale);
  return { from, to, languages: rows.map((row) => ({ ...row, locale: row.locale as Locale })) };
}
