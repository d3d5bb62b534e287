import type { UserActor } from '@/server/services/context';
import { ForbiddenError } from '@/server/errors';
import { userHasPermission } from '@/server/access';
import type { PermissionName } from '@/shared/permissions';
import { NEW_ITEM_KEY, type WorkingCopyKind } from '@/shared/schemas/working-copies';

export type WorkingCopyOwner = UserActor;
export type WorkingCopyAddress = { kind: WorkingCopyKind; key: string };

/** A working copy is a draft of a write: it needs the permission that write would need. */
export function permissionFor({ kind, key }: WorkingCopyAddress): PermissionName {
  return `${kind}.${key === NEW_ITEM_KEY ? 'create' : 'update'}` as PermissionName;
}

/** A 403 unless `owner` may write this kind of item (a manager without the type's rights included). */
export async function assertMayKeep(owner: WorkingCopyOwner, address: WorkingCopyAddress): Promise<void> {
  if (!(await userHasPermission(owner, permissionFor(address)))) throw new ForbiddenError();
}
