import type { Db } from '@/server/db/client';
import type { Actor } from '@/server/services/context';
import type { PermissionName } from '@/shared/permissions';
import { permissionsOf } from './permissions-of';

/** True when the actor may do `name`: super managers and the system always, managers through a role, nobody else. */
export async function userHasPermission(actor: Actor, name: PermissionName, db?: Db): Promise<boolean> {
  if (actor.isSuperManager) return true;
  if (!actor.isManager) return false;
  return (await permissionsOf(actor.id, db)).has(name);
}
