import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { permissions } from '@/server/db/schema';
import { ForbiddenError, NotFoundError, ValidationError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import { isRegisteredPermission } from '@/shared/permissions';
import type { PermissionUpdateInput, PermissionView } from '@/shared/schemas/acl';
import { serializePermission } from './serialize';
import { nameTakenToValidation } from './name-taken';
import type { WriteContext } from '@/server/services/context';
import { transaction } from '@/server/db/unit-of-work';

/**
 * Edits a custom permission. Registry permissions belong to the code (it checks them by name and
 * rewrites their titles on every start), so editing one is a 403.
 */
export async function updatePermission({
  id,
  input,
  by,
}: {
  id: string;
  input: PermissionUpdateInput;
  by: WriteContext;
}): Promise<PermissionView> {
  if (input.name !== undefined && isRegisteredPermission(input.name)) throw ValidationError.field('name', 'validation.taken');
  return transaction(getDb(), async (tx) => {
      const [before] = await tx.select().from(permissions).where(eq(permissions.id, id)).for('update');
      if (!before) throw new NotFoundError();
      if (!before.isCustom) throw new ForbiddenError();
      const changes = { name: input.name, titleFa: input.title_fa, titleEn: input.title_en };
      const hasChanges = Object.values(changes).some((value) => value !== undefined);
      const [row] = hasChanges ? await tx.update(permissions).set(changes).where(eq(permissions.id, id)).returning() : [before];
      await recordWrite(tx, by, 'permissions.update', id, { before: { name: before.name, title_fa: before.titleFa, title_en: before.titleEn }, after: input });
      return serializePermission(row!);
    })
    .catch(nameTakenToValidation);
}
