import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb, type Database } from '@/server/db/client';
import { comments, contents, interactions, tickets, users } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { DEFAULT_TIME_ZONE, parseModelDate } from '@/shared/dates';
import { MAX_STATISTICS_DAYS, type StatisticsCalendar, type StatisticsQuery, type StatisticsView } from '@/shared/schemas/community';
import { ValidationError } from '@/server/errors';
import { searchCounts } from '@/server/services/content/search-counts';
import { addDays, bucketDailyCounts, eachDay } from '@/shared/statistics';

type Range = { start: Date; end: Date };
/** One series: how many things happened on each Tehran day of the range (one grouped query). */
type DailySeries = (db: Database, range: Range) => Promise<Map<string, number>>;

/** `count(*) group by day` of `column` in Tehran time, with an optional extra condition. */
function daily(table: PgTable, column: PgColumn, extra?: () => SQL): DailySeries {
  return async (db, { start, end }) => {
    // The zone is a constant of the code, inlined so the grouped expression matches the selected one.
    const day = sql<string>`to_char(${column} at time zone ${sql.raw(`'${DEFAULT_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
    const rows = await db
      .select({ day, total: count() })
      .from(table)
      .where(and(gte(column, start), lt(column, end), extra?.()))
      .groupBy(day);
    return new Map(rows.map((row) => [row.day, row.total]));
  };
}

/** The series of the statistics screen, in display order; a new series is one more entry. */
export const statisticsSeries: Record<string, DailySeries> = {
  signups: daily(users, users.createdAt),
  published: daily(contents, contents.publishedAt, () => eq(contents.status, 'published')),
  likes: daily(interactions, interactions.createdAt, () => eq(interactions.kind, 'like')),
  saves: daily(interactions, interactions.createdAt, () => eq(interactions.kind, 'save')),
  checks: daily(interactions, interactions.createdAt, () => eq(interactions.kind, 'check')),
  comments: daily(comments, comments.createdAt),
  tickets_opened: daily(tickets, tickets.createdAt),
  tickets_closed: daily(tickets, tickets.closedAt),
};

/** Jalali for fa readers, Gregorian for en, unless the request names one. */
export function calendarFor(locale: Locale, requested?: StatisticsCalendar): StatisticsCalendar {
  return requested ?? (locale === 'fa' ? 'jalali' : 'gregorian');
}

/** Every series over `from`…`to` (whole Tehran days), bucketed by week or month. */
export async function getStatistics(query: StatisticsQuery, locale: Locale): Promise<StatisticsView> {
  const { from, to, bucket } = query;
  if (eachDay(from, to).length > MAX_STATISTICS_DAYS) throw ValidationError.field('to', 'validation.invalid');
  const calendar = calendarFor(locale, query.calendar);
  const range = { start: parseModelDate(from)!, end: parseModelDate(addDays(to, 1))! };
  const db = getDb();
  const series = await Promise.all(
    Object.entries(statisticsSeries).map(async ([name, load]) => {
      const buckets = bucketDailyCounts(await load(db, range), { from, to, bucket, calendar });
      return { name, total: buckets.reduce((sum, entry) => sum + entry.count, 0), buckets };
    }),
  );
  return { from, to, bucket, calendar, series, searches: await searchCounts({ from, to }, db) };
}
