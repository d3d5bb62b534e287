import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { permissions, rolePermissions, roles, userRoles, users } from '@/server/db/schema';
import { syncPermissionRegistry } from '@/server/services/acl';

let counter = 0;

/** The registry in the database, as the start-up seed leaves it. */
export async function seedPermissions(): Promise<void> {
  await syncPermissionRegistry(getDb());
}

/** Permission ids by name. */
export async function permissionIds(names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await getDb()
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, [...names]));
  if (rows.length !== new Set(names).size) throw new Error(`unknown permission among ${names.join(', ')}`);
  return rows.map((row) => row.id);
}

/** Creates a role holding exactly `names`, straight in the database. */
export async function roleWith(names: readonly string[]): Promise<string> {
  counter += 1;
  const [role] = await getDb()
    .insert(roles)
    .values({ name: `test-role-${Date.now().toString(36)}-${counter}`, title: 'Test role' })
    .returning();
  await grant(role!.id, names);
  return role!.id;
}

/** Replaces a role's permissions with exactly `names`. */
export async function grant(roleId: string, names: readonly string[]): Promise<void> {
  const ids = await permissionIds(names);
  await getDb().delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (ids.length > 0)
    await getDb()
      .insert(rolePermissions)
      .values(ids.map((permissionId) => ({ roleId, permissionId })));
}

/** Flags an account as a manager holding `roleIds`. */
export async function makeManager(userId: string, roleIds: string[]): Promise<void> {
  await getDb().update(users).set({ isManager: true }).where(eq(users.id, userId));
  await getDb().delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0)
    await getDb()
      .insert(userRoles)
      .values(roleIds.map((roleId) => ({ userId, roleId })));
}

export async function makeSuperManager(userId: string): Promise<void> {
  await getDb().update(users).set({ isManager: true, isSuperManager: true }).where(eq(users.id, userId));
}
