import { eq, inArray } from 'drizzle-orm';
import { getDb, type Transaction } from '@/server/db/client';
import { roles, userRoles, users } from '@/server/db/schema';
import { ForbiddenError, ValidationError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { ManagedUser, ManagerUserUpdateInput } from '@/shared/schemas/acl';
import { userHasPermission } from '@/server/access';
import { lockTarget } from './lock-target';
import { getManagedUser } from './users-read';
import type { WriteContext } from '@/server/services/context';
import { transaction } from '@/server/db/unit-of-work';

async function replaceRoles(tx: Transaction, userId: string, roleIds: string[]): Promise<void> {
  const wanted = [...new Set(roleIds)];
  const found = wanted.length === 0 ? [] : await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, wanted));
  if (found.length !== wanted.length) throw ValidationError.field('roles', 'validation.invalid');
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (wanted.length > 0) await tx.insert(userRoles).values(wanted.map((roleId) => ({ userId, roleId })));
}

/**
 * A manager's edit of an account: profile fields with `users.update`; the manager flag and roles
 * decide what the account may do, so changing them also needs `acl.manage` (else a holder of
 * `users.update` could hand themselves any role).
 */
export async function updateManagedUser({
  id,
  input,
  by,
}: {
  id: string;
  input: ManagerUserUpdateInput;
  by: WriteContext;
}): Promise<ManagedUser> {
  const touchesAccess = input.is_manager !== undefined || input.roles !== undefined;
  if (touchesAccess && !(await userHasPermission(by.actor, 'acl.manage'))) throw new ForbiddenError();
  return transaction(getDb(), async (tx) => {
    const target = await lockTarget(tx, by.actor, id);
    const profile = { firstname: input.firstname, lastname: input.lastname, bio: input.bio, isManager: input.is_manager };
    if (Object.values(profile).some((value) => value !== undefined)) await tx.update(users).set(profile).where(eq(users.id, id));
    if (input.roles !== undefined) await replaceRoles(tx, id, input.roles);
    await recordWrite(tx, by, 'users.update', id, { before: { is_manager: target.isManager, firstname: target.firstname, lastname: target.lastname }, after: input });
    return getManagedUser(id, tx);
  });
}
