import { env } from '@/env';
import { permissionsOf } from '@/server/access';
import type { Db } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import type { User } from '@/server/db/schema';
import { hasSecondFactor } from './has-second-factor';

/** True when MANAGER_2FA=required: every account with a manager permission must enrol a second factor. */
export function managerSecondFactorRequired(): boolean {
  return env().MANAGER_2FA === 'required';
}

/** A super manager, or a manager holding at least one permission through a role. */
export async function holdsManagerPermission(user: Pick<User, 'id' | 'isManager' | 'isSuperManager'>, db: Db = getDb()): Promise<boolean> {
  if (user.isSuperManager) return true;
  return user.isManager && (await permissionsOf(user.id, db)).size > 0;
}

/**
 * True when this manager must enrol a second factor before the manager panel or a manager API
 * opens for them. The caller knows the user holds a manager permission.
 */
export async function managerMustEnrol(userId: string, db: Db = getDb()): Promise<boolean> {
  return managerSecondFactorRequired() && !(await hasSecondFactor(db, userId));
}
