import { asc, count, eq, inArray } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { rolePermissions, roles, userRoles, type Role } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { RoleView } from '@/shared/schemas/acl';
import { serializeRole } from './serialize';

async function views(db: Database | Transaction, rows: Role[]): Promise<RoleView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const links = await db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, ids));
  const counts = await db
    .select({ roleId: userRoles.roleId, total: count() })
    .from(userRoles)
    .where(inArray(userRoles.roleId, ids))
    .groupBy(userRoles.roleId);
  return rows.map((row) =>
    serializeRole(
      row,
      links.filter((link) => link.roleId === row.id).map((link) => link.permissionId),
      counts.find((entry) => entry.roleId === row.id)?.total ?? 0,
    ),
  );
}

/** Every role with its permission ids (the role matrix needs them all at once; roles are few). */
export async function listRoles(): Promise<RoleView[]> {
  const db = getDb();
  return views(db, await db.select().from(roles).orderBy(asc(roles.name)));
}

/** One role, or a 404. */
export async function getRole(id: string, db: Database | Transaction = getDb()): Promise<RoleView> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  if (!row) throw new NotFoundError();
  const [view] = await views(db, [row]);
  return view!;
}
