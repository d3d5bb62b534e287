import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { env } from '@/env';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { analyticsDaily, analyticsEvents, analyticsSalts, analyticsVisitors } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import type { JobQueue } from '@/server/jobs';
import { formatModelDate } from '@/shared/dates';
import { addDays } from '@/shared/statistics';
import { flushAnalytics } from './collect';

/** The raw beacons matching `where` as rows of `analytics_daily`: the roll-up writes them, the report reads the last days live. */
export function dailyRowsOf(db: Database | Transaction, where: SQL | undefined) {
  return db
    .select({
      day: analyticsEvents.day,
      locale: analyticsEvents.locale,
      path: analyticsEvents.path,
      // One page shows one item; the id of any of its beacons names it.
      contentId: sql<
        string | null
      >`(array_agg(${analyticsEvents.contentId}) filter (where ${analyticsEvents.contentId} is not null))[1]`.as('content_id'),
      source: analyticsEvents.source,
      device: analyticsEvents.device,
      country: sql<string>`coalesce(${analyticsEvents.country}, '')`.as('country'),
      views: sql<number>`count(*) filter (where ${analyticsEvents.kind} = 'view')`.mapWith(Number).as('views'),
      reads: sql<number>`count(*) filter (where ${analyticsEvents.kind} = 'read')`.mapWith(Number).as('reads'),
    })
    .from(analyticsEvents)
    .where(where)
    .groupBy(
      analyticsEvents.day,
      analyticsEvents.locale,
      analyticsEvents.path,
      analyticsEvents.source,
      analyticsEvents.device,
      sql`coalesce(${analyticsEvents.country}, '')`,
    );
}

/** The raw beacons matching `where` as rows of `analytics_visitors`: distinct visitor hashes per day and language. */
export function visitorRowsOf(db: Database | Transaction, where: SQL | undefined) {
  return db
    .select({
      day: analyticsEvents.day,
      locale: analyticsEvents.locale,
      visitors: sql<number>`count(distinct ${analyticsEvents.visitor})`.mapWith(Number).as('visitors'),
    })
    .from(analyticsEvents)
    .where(and(where, eq(analyticsEvents.kind, 'view')))
    .groupBy(analyticsEvents.day, analyticsEvents.locale);
}

/**
 * Rebuilds the daily figures of `days` from the raw beacons, in one transaction: run again it
 * gives the same rows, so a late beacon, a second instance or a retried job never counts twice.
 */
export async function rollUpAnalytics(days: readonly string[], db: Database = getDb()): Promise<void> {
  if (days.length === 0) return;
  await transaction(db, async (tx) => {
    await tx.delete(analyticsDaily).where(inArray(analyticsDaily.day, [...days]));
    await tx.delete(analyticsVisitors).where(inArray(analyticsVisitors.day, [...days]));
    await tx.insert(analyticsDaily).select(dailyRowsOf(tx, inArray(analyticsEvents.day, [...days])));
    await tx.insert(analyticsVisitors).select(visitorRowsOf(tx, inArray(analyticsEvents.day, [...days])));
  });
}

/**
 * The job's round: writes this instance's buffer, rolls up today and yesterday (beacons of the
 * day's last minutes arrive after midnight), drops raw beacons past ANALYTICS_RAW_DAYS and every
 * salt of a day that is over.
 */
export async function analyticsRound(now: Date = new Date()): Promise<void> {
  await flushAnalytics();
  const today = formatModelDate(now);
  await rollUpAnalytics([addDays(today, -1), today]);
  const db = getDb();
  await db.delete(analyticsEvents).where(lt(analyticsEvents.day, addDays(today, -env().ANALYTICS_RAW_DAYS)));
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
}

/** Every ten minutes, on one instance: the screens are at most that far behind the beacons. */
export function analyticsQueue(): JobQueue {
  return {
    name: 'analytics-rollup',
    policy: 'exclusive',
    cron: '*/10 * * * *',
    retryLimit: 0,
    retryDelay: 60,
    retryDelayMax: 60,
    handle: async () => analyticsRound(),
  };
}
