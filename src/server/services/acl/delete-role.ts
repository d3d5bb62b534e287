import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { roles } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import { transaction } from '@/server/db/unit-of-work';

/** Deletes a role; its grants and assignments go with it (cascade), effective on the next request. */
export async function deleteRole({ id, by }: { id: string; by: WriteContext }): Promise<void> {
  await transaction(getDb(), async (tx) => {
    const [row] = await tx.delete(roles).where(eq(roles.id, id)).returning();
    if (!row) throw new NotFoundError();
    await recordWrite(tx, by, 'roles.delete', id, { name: row.name });
  });
}
