import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { permissions, rolePermissions, roles, userRoles, users } from '@/server/db/schema';
import type { PermissionName } from '@/shared/permissions';

const DEMO_MANAGER_EMAIL = 'manager@darvazeh.local';
const editorPermissions: PermissionName[] = [
  'dashboard.view',
  'articles.view',
  'articles.create',
  'articles.update',
  'articles.publish',
];

/**
 * Demo data: a "content editor" role given to the demo manager, so a plain manager (not a super
 * manager) can be tried out: they see only the dashboard and articles. Resolves true when created.
 */
export async function seedDemoEditorRole(db: Database): Promise<boolean> {
  const [manager] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_MANAGER_EMAIL));
  if (!manager) return false;
  const [role] = await db
    .insert(roles)
    .values({ name: 'content-editor', title: 'ویراستار محتوا · Content editor' })
    .onConflictDoNothing()
    .returning();
  if (!role) return false;
  const granted = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, editorPermissions));
  if (granted.length > 0)
    await db.insert(rolePermissions).values(granted.map((permission) => ({ roleId: role.id, permissionId: permission.id })));
  await db.insert(userRoles).values({ userId: manager.id, roleId: role.id }).onConflictDoNothing();
  return true;
}
