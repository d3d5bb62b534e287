import { and, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { activityLogs } from '@/server/db/schema';
import type { PermissionName } from '@/shared/permissions';
import { bearer, registerUser, type RegisteredUser } from './accounts';
import { makeManager, makeSuperManager, roleWith, seedPermissions } from './acl';
import { apiRequest, routeParams } from './http';

/** Who the manager API tests call as: a super manager, a plain user and a manager holding only `permissions`. */
export type ManagerCast = { boss: RegisteredUser; plain: RegisteredUser; limited: RegisteredUser };

export async function managerCast(permissions: readonly PermissionName[] = []): Promise<ManagerCast> {
  await seedPermissions();
  const [boss, plain, limited] = await Promise.all([registerUser(), registerUser(), registerUser()]);
  await makeSuperManager(boss.id);
  await makeManager(limited.id, [await roleWith(permissions)]);
  return { boss, plain, limited };
}

/** A request as `user` (anonymous when null). */
export function as(user: RegisteredUser | null, path: string, { method = 'GET', body, locale }: { method?: string; body?: unknown; locale?: 'fa' | 'en' } = {}) {
  return apiRequest(path, { method, body, locale, headers: user ? bearer(user.token) : {} });
}

export const idParam = (id: string) => routeParams({ id });

/** The activity-log rows of one action on one record. */
export async function activityOf(action: string, resourceId: string) {
  return getDb()
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.action, action), eq(activityLogs.resourceId, resourceId)));
}
