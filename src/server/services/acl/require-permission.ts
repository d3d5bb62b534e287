import type { Session } from '@/server/auth/session';
import type { Db } from '@/server/db/client';
import type { User } from '@/server/db/schema';
import { ForbiddenError, UnauthenticatedError } from '@/server/http/errors';
import type { PermissionName } from '@/shared/permissions';
import { permissionsOf } from './permissions-of';

/** True when the user may do `name`: super managers always, managers through a role, nobody else. */
export async function userHasPermission(
  user: Pick<User, 'id' | 'isManager' | 'isSuperManager'>,
  name: PermissionName,
  db?: Db,
): Promise<boolean> {
  if (user.isSuperManager) return true;
  if (!user.isManager) return false;
  return (await permissionsOf(user.id, db)).has(name);
}

/**
 * The server-side check of every manager endpoint: anonymous is a 401, a signed-in user without
 * the permission (or without the manager flag) a 403.
 */
export async function requirePermission(session: Session | null, name: PermissionName): Promise<Session> {
  return requireAnyPermission(session, [name]);
}

/** Like `requirePermission`, when any one of several permissions suffices (the upload route). */
export async function requireAnyPermission(session: Session | null, names: readonly PermissionName[]): Promise<Session> {
  if (!session) throw new UnauthenticatedError();
  const { user } = session;
  if (user.isSuperManager) return session;
  if (!user.isManager) throw new ForbiddenError();
  const held = await permissionsOf(user.id);
  if (!names.some((name) => held.has(name))) throw new ForbiddenError();
  return session;
}
