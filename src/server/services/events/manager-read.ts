import { asc, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { eventRegistrations, events, users, type EventRow } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { bilingualColumns, bilingualFields, titleSearch } from '@/server/services/bilingual-record';
import type { EventsListQuery, EventUpdateInput, ManagedEvent, ManagedEventDetail } from '@/shared/schemas/events';
import { offsetOf, paginationMetaOf, type PaginationMeta } from '@/shared/schemas/pagination';
import { registrationCounts } from './read';

export function toManaged(row: EventRow, taken: number): ManagedEvent {
  return {
    id: row.id,
    ...bilingualFields(row),
    start_date: row.startDate.toISOString(),
    expire_datetime: row.expireDatetime.toISOString(),
    place: row.place,
    online_link: row.onlineLink,
    capacity: row.capacity,
    status: row.status,
    registrations_count: taken,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toColumns(input: EventUpdateInput) {
  return {
    ...bilingualColumns(input),
    startDate: input.start_date === undefined ? undefined : new Date(input.start_date),
    expireDatetime: input.expire_datetime === undefined ? undefined : new Date(input.expire_datetime),
    place: input.place === undefined ? undefined : input.place || null,
    onlineLink: input.online_link,
    capacity: input.capacity,
    status: input.status,
    // Always one column to set, so an empty PATCH is a harmless touch rather than an SQL error.
    updatedAt: new Date(),
  };
}

/** The manager list: newest start first, searchable by either title. */
export async function listManagedEvents(query: EventsListQuery): Promise<{ data: ManagedEvent[]; meta: PaginationMeta }> {
  const db = getDb();
  const where = titleSearch(events, query.search);
  const [rows, [total]] = await Promise.all([
    db.select().from(events).where(where).orderBy(desc(events.startDate), asc(events.id)).limit(query.per_page).offset(offsetOf(query)),
    db.select({ n: count() }).from(events).where(where),
  ]);
  const counts = await registrationCounts(db, rows.map((row) => row.id));
  return { data: rows.map((row) => toManaged(row, counts.get(row.id) ?? 0)), meta: paginationMetaOf(query, total?.n ?? 0) };
}

/** One event with who registered, oldest registration first. */
export async function getManagedEvent(id: string): Promise<ManagedEventDetail> {
  const db = getDb();
  const [row] = await db.select().from(events).where(eq(events.id, id));
  if (!row) throw new NotFoundError();
  const people = await db
    .select({
      userId: users.id,
      username: users.username,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      createdAt: eventRegistrations.createdAt,
    })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(eq(eventRegistrations.eventId, id))
    .orderBy(asc(eventRegistrations.createdAt));
  return {
    ...toManaged(row, people.length),
    registrations: people.map((person) => ({
      user_id: person.userId,
      username: person.username,
      name: [person.firstname, person.lastname].filter(Boolean).join(' ') || person.username,
      email: person.email,
      created_at: person.createdAt.toISOString(),
    })),
  };
}
