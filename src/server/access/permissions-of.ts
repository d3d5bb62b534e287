import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db/client';
import { permissions, rolePermissions, userRoles } from '@/server/db/schema';

/**
 * The permission names a user holds through their roles. Read from the database on every call,
 * never cached: a role change must apply on the next request, on every instance.
 * Super managers hold everything regardless; callers check that flag first. A write passes its
 * transaction, so the check and the write see the same roles.
 */
export async function permissionsOf(userId: string, db: Db = getDb()): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ name: permissions.name })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId));
  return new Set(rows.map((row) => row.name));
}
