import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { permissions, rolePermissions, roles } from '@/server/db/schema';
import { NotFoundError, ValidationError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { RolePermissionsInput, RoleView } from '@/shared/schemas/acl';
import { getRole } from './roles-read';
import type { WriteContext } from '@/server/services/context';
import { transaction } from '@/server/db/unit-of-work';

/**
 * Replaces a role's permissions with exactly the ids of `input.permissions` (the matrix is saved at
 * once). An unknown id is a 422 rather than a silent drop, so the screen never shows a grant that
 * is not there.
 */
export async function setRolePermissions({
  id: roleId,
  input,
  by,
}: {
  id: string;
  input: RolePermissionsInput;
  by: WriteContext;
}): Promise<RoleView> {
  const wanted = [...new Set(input.permissions)];
  return transaction(getDb(), async (tx) => {
    const [role] = await tx.select().from(roles).where(eq(roles.id, roleId)).for('update');
    if (!role) throw new NotFoundError();
    const found =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: permissions.id, name: permissions.name })
            .from(permissions)
            .where(inArray(permissions.id, wanted));
    if (found.length !== wanted.length) throw ValidationError.field('permissions', 'validation.invalid');
    const before = await tx
      .select({ name: permissions.name })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(eq(rolePermissions.roleId, roleId));
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    if (wanted.length > 0) await tx.insert(rolePermissions).values(wanted.map((permissionId) => ({ roleId, permissionId })));
    const beforeNames = new Set(before.map((row) => row.name));
    const afterNames = new Set(found.map((row) => row.name));
    await recordWrite(tx, by, 'roles.permissions', roleId, {
      added: [...afterNames].filter((name) => !beforeNames.has(name)).sort(),
      removed: [...beforeNames].filter((name) => !afterNames.has(name)).sort(),
    });
    return getRole(roleId, tx);
  });
}
