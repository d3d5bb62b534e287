import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { permissions } from '@/server/db/schema';
import { ForbiddenError, NotFoundError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import { transaction } from '@/server/db/unit-of-work';

/** Deletes a custom permission and its grants; registry permissions would come back on restart, so they are a 403. */
export async function deletePermission({ id, by }: { id: string; by: WriteContext }): Promise<void> {
  await transaction(getDb(), async (tx) => {
    const [row] = await tx.select().from(permissions).where(eq(permissions.id, id)).for('update');
    if (!row) throw new NotFoundError();
    if (!row.isCustom) throw new ForbiddenError();
    await tx.delete(permissions).where(eq(permissions.id, id));
    await recordWrite(tx, by, 'permissions.delete', id, { name: row.name });
  });
}
