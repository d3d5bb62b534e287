import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { roles } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { RoleUpdateInput, RoleView } from '@/shared/schemas/acl';
import { getRole } from './roles-read';
import { nameTakenToValidation } from './name-taken';
import type { WriteContext } from '@/server/services/context';
import { transaction } from '@/server/db/unit-of-work';

/** Renames or retitles a role; only the fields sent change. */
export async function updateRole({ id, input, by }: { id: string; input: RoleUpdateInput; by: WriteContext }): Promise<RoleView> {
  return transaction(getDb(), async (tx) => {
      const [before] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
      if (!before) throw new NotFoundError();
      if (Object.keys(input).length > 0) await tx.update(roles).set(input).where(eq(roles.id, id));
      await recordWrite(tx, by, 'roles.update', id, { before: { name: before.name, title: before.title }, after: input });
      return getRole(id, tx);
    })
    .catch(nameTakenToValidation);
}
