import { and, asc, count, desc, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { eventRegistrations, events, type EventRow } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import type { UserEvent, UserEvents } from '@/shared/schemas/events';

/** How many registrations each event has: one grouped query. */
export async function registrationCounts(db: Database | Transaction, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ eventId: eventRegistrations.eventId, n: count() })
    .from(eventRegistrations)
    .where(inArray(eventRegistrations.eventId, ids))
    .groupBy(eventRegistrations.eventId);
  return new Map(rows.map((row) => [row.eventId, row.n]));
}

export function remainingOf(capacity: number | null, taken: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - taken);
}

export function toUserEvent(row: EventRow, locale: Locale, taken: number, registered: boolean, now: Date): UserEvent {
  const remaining = remainingOf(row.capacity, taken);
  return {
    id: row.id,
    title: locale === 'fa' ? row.titleFa : row.titleEn,
    description: locale === 'fa' ? row.descriptionFa : row.descriptionEn,
    start_date: row.startDate.toISOString(),
    expire_datetime: row.expireDatetime.toISOString(),
    place: row.place,
    online_link: row.onlineLink,
    capacity: row.capacity,
    registrations_count: taken,
    remaining,
    registered,
    is_open: row.startDate > now && (remaining === null || remaining > 0),
  };
}

/** Published events matching `where`, as the user sees them: three queries whatever the number. */
export async function userEventsWhere(
  { userId, locale, where, order, limit }: { userId: string; locale: Locale; where: SQL | undefined; order: 'asc' | 'desc'; limit: number },
  db: Database = getDb(),
): Promise<UserEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.status, 'published'), where))
    .orderBy(order === 'asc' ? asc(events.startDate) : desc(events.startDate), asc(events.id))
    .limit(limit);
  const ids = rows.map((row) => row.id);
  const [counts, mine] = await Promise.all([
    registrationCounts(db, ids),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ eventId: eventRegistrations.eventId })
          .from(eventRegistrations)
          .where(and(eq(eventRegistrations.userId, userId), inArray(eventRegistrations.eventId, ids))),
  ]);
  const registered = new Set(mine.map((row) => row.eventId));
  const now = new Date();
  return rows.map((row) => toUserEvent(row, locale, counts.get(row.id) ?? 0, registered.has(row.id), now));
}

const LIST_LIMIT = 50;

/** The user panel's events: those not over yet (soonest first) and those over (latest first). */
export async function listUserEvents({ userId, locale }: { userId: string; locale: Locale }): Promise<UserEvents> {
  const now = new Date();
  const [upcoming, past] = await Promise.all([
    userEventsWhere({ userId, locale, where: gt(events.expireDatetime, now), order: 'asc', limit: LIST_LIMIT }),
    userEventsWhere({ userId, locale, where: lte(events.expireDatetime, now), order: 'desc', limit: LIST_LIMIT }),
  ]);
  return { upcoming, past };
}

/** The upcoming events the user registered for (the dashboard). */
export async function listRegisteredUpcoming({ userId, locale, limit }: { userId: string; locale: Locale; limit: number }): Promise<UserEvent[]> {
  const db = getDb();
  const mine = db.select({ id: eventRegistrations.eventId }).from(eventRegistrations).where(eq(eventRegistrations.userId, userId));
  return userEventsWhere({ userId, locale, where: and(gt(events.expireDatetime, new Date()), inArray(events.id, mine)), order: 'asc', limit }, db);
}
