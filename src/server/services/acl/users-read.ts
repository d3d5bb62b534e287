import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { containsPattern } from '@/server/db/like';
import { roles, userRoles, users, type User } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { ManagedUser, UsersListQuery } from '@/shared/schemas/acl';
import { offsetOf, paginationMetaOf, type PaginationMeta } from '@/shared/schemas/pagination';
import { serializeManagedUser } from '@/server/services/accounts/serialize-user';

async function withRoles(db: Database | Transaction, rows: User[]): Promise<ManagedUser[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name, title: roles.title })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      inArray(
        userRoles.userId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) =>
    serializeManagedUser(
      row,
      links.filter((link) => link.userId === row.id),
    ),
  );
}

/** The users list of the manager panel: search by name, username, e-mail or mobile; filter by flags and role. */
export async function listUsers(query: UsersListQuery): Promise<{ data: ManagedUser[]; meta: PaginationMeta }> {
  const db = getDb();
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(users.username, pattern),
        ilike(users.email, pattern),
        ilike(users.firstname, pattern),
        ilike(users.lastname, pattern),
        ilike(users.mobile, pattern),
      ),
    );
  }
  if (query.is_manager !== undefined) {
    conditions.push(
      query.is_manager
        ? or(eq(users.isManager, true), eq(users.isSuperManager, true))
        : and(eq(users.isManager, false), eq(users.isSuperManager, false)),
    );
  }
  if (query.is_blocked !== undefined) conditions.push(eq(users.isBlocked, query.is_blocked));
  if (query.is_verified !== undefined) {
    conditions.push(query.is_verified ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt));
  }
  if (query.role_id) {
    conditions.push(
      inArray(users.id, db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, query.role_id))),
    );
  }
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.per_page)
    .offset(offsetOf(query));
  return { data: await withRoles(db, rows), meta: paginationMetaOf(query, total) };
}

/** One account with its roles, or a 404. */
export async function getManagedUser(id: string, db: Database | Transaction = getDb()): Promise<ManagedUser> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new NotFoundError();
  const [view] = await withRoles(db, [row]);
  return view!;
}
