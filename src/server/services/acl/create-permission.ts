import { getDb } from '@/server/db/client';
import { permissions } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import { isRegisteredPermission } from '@/shared/permissions';
import type { PermissionCreateInput, PermissionView } from '@/shared/schemas/acl';
import { serializePermission } from './serialize';
import { nameTakenToValidation } from './name-taken';
import type { WriteContext } from '@/server/services/context';
import { transaction } from '@/server/db/unit-of-work';

/** Creates a custom permission (a registry name is already taken by the code). */
export async function createPermission({ input, by }: { input: PermissionCreateInput; by: WriteContext }): Promise<PermissionView> {
  if (isRegisteredPermission(input.name)) throw ValidationError.field('name', 'validation.taken');
  return transaction(getDb(), async (tx) => {
      const [row] = await tx
        .insert(permissions)
        .values({ name: input.name, titleFa: input.title_fa, titleEn: input.title_en, isCustom: true })
        .returning();
      await recordWrite(tx, by, 'permissions.create', row!.id, { ...input });
      return serializePermission(row!);
    })
    .catch(nameTakenToValidation);
}
