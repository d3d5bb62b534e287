import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { containsPattern } from '@/server/db/like';
import { contactMessages, users } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { ContactMessageView, ContactsQuery } from '@/shared/schemas/community';
import { offsetOf, paginationMetaOf, type PaginationMeta } from '@/shared/schemas/pagination';

function selectContacts(db: Database | Transaction) {
  return db
    .select({ message: contactMessages, handler: { id: users.id, username: users.username } })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy));
}

function toView({ message, handler }: Awaited<ReturnType<typeof selectContacts>>[number]): ContactMessageView {
  return {
    id: message.id,
    full_name: message.fullName,
    email: message.email,
    title: message.title,
    text: message.text,
    locale: message.locale,
    ip: message.ip,
    handled_at: message.handledAt?.toISOString() ?? null,
    handled_by: handler?.id ? { id: handler.id, username: handler.username } : null,
    created_at: message.createdAt.toISOString(),
  };
}

/** Contact messages: unhandled first, newest first; filter on handled, search sender and text. */
export async function listContactMessages(query: ContactsQuery): Promise<{ data: ContactMessageView[]; meta: PaginationMeta }> {
  const db = getDb();
  const conditions: (SQL | undefined)[] = [];
  if (query.handled !== undefined) conditions.push(query.handled ? isNotNull(contactMessages.handledAt) : isNull(contactMessages.handledAt));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(contactMessages.fullName, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.title, pattern),
        ilike(contactMessages.text, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(contactMessages).where(where);
  const rows = await selectContacts(db)
    .where(where)
    .orderBy(sql`${contactMessages.handledAt} is not null`, desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.per_page)
    .offset(offsetOf(query));
  return { data: rows.map(toView), meta: paginationMetaOf(query, total) };
}

export async function getContactMessage(id: string, db: Database | Transaction = getDb()): Promise<ContactMessageView> {
  const [row] = await selectContacts(db).where(eq(contactMessages.id, id)).limit(1);
  if (!row) throw new NotFoundError();
  return toView(row);
}

/** Messages nobody has handled yet: the dashboard's counter. */
export async function countUnhandledContacts(): Promise<number> {
  const [row] = await getDb().select({ total: count() }).from(contactMessages).where(isNull(contactMessages.handledAt));
  return row?.total ?? 0;
}
