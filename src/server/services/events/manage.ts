import { asc, count, desc, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { eventRegistrations, events, users, type EventRow } from '@/server/db/schema';
import { NotFoundError, ValidationError } from '@/server/http/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import { bilingualColumns, bilingualFields, titleSearch } from '@/server/services/bilingual-record';
import type {
  EventCreateInput,
  EventsListQuery,
  EventUpdateInput,
  ManagedEvent,
  ManagedEventDetail,
} from '@/shared/schemas/events';
import { offsetOf, paginationMetaOf, type PaginationMeta } from '@/shared/schemas/pagination';
import { registrationCounts } from './read';

function toManaged(row: EventRow, taken: number): ManagedEvent {
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

function toColumns(input: EventUpdateInput) {
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

/** Creates an event; a manager's write passes `by` and is logged, the demo seed passes none. */
export async function createEvent(by: WriteContext | undefined, input: EventCreateInput, db: Database = getDb()): Promise<ManagedEvent> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({ ...toColumns(input), titleFa: input.title_fa, titleEn: input.title_en, startDate: new Date(input.start_date), expireDatetime: new Date(input.expire_datetime), createdBy: by?.actor.id ?? null })
      .returning();
    if (by) await recordWrite(tx, by, 'events.create', row!.id, { title_en: input.title_en, start_date: input.start_date, status: input.status });
    return toManaged(row!, 0);
  });
}

export async function updateEvent({ ctx, actor }: WriteContext, id: string, input: EventUpdateInput): Promise<ManagedEvent> {
  return getDb().transaction(async (tx) => {
    const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update');
    if (!current) throw new NotFoundError();
    const start = input.start_date ? new Date(input.start_date) : current.startDate;
    const end = input.expire_datetime ? new Date(input.expire_datetime) : current.expireDatetime;
    if (end <= start) throw ValidationError.field('expire_datetime', 'validation.date.after', { min: start.toISOString() });
    const [row] = await tx.update(events).set(toColumns(input)).where(eq(events.id, id)).returning();
    await recordWrite(tx, { ctx, actor }, 'events.update', id, { changed: Object.keys(input) });
    const counts = await registrationCounts(tx, [id]);
    return toManaged(row!, counts.get(id) ?? 0);
  });
}

export async function deleteEvent({ ctx, actor }: WriteContext, id: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [row] = await tx.delete(events).where(eq(events.id, id)).returning();
    if (!row) throw new NotFoundError();
    await recordWrite(tx, { ctx, actor }, 'events.delete', id, { title_en: row.titleEn });
  });
}
