import { getDb } from '@/server/db/client';
import { roles } from '@/server/db/schema';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { RoleCreateInput, RoleView } from '@/shared/schemas/acl';
import { serializeRole } from './serialize';
import { nameTakenToValidation } from './name-taken';
import type { WriteContext } from '@/server/services/context';
import { transaction } from '@/server/db/unit-of-work';

/** Creates a role without permissions (they are given on the matrix); a taken name is a 422. */
export async function createRole({ input, by }: { input: RoleCreateInput; by: WriteContext }): Promise<RoleView> {
  return transaction(getDb(), async (tx) => {
      const [row] = await tx.insert(roles).values(input).returning();
      await recordWrite(tx, by, 'roles.create', row!.id, { ...input });
      return serializeRole(row!, [], 0);
    })
    .catch(nameTakenToValidation);
}
