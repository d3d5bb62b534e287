import type { Session } from '@/server/auth/session';
import { ForbiddenError, UnauthenticatedError } from '@/server/errors';
import type { PermissionName } from '@/shared/permissions';
import { permissionsOf } from './permissions-of';

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
