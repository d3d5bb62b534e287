import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { redirects } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { WriteContext } from '@/server/services/context';
import { recordWrite } from '@/server/services/activity/record-activity';
import { transaction } from '@/server/db/unit-of-work';

/** Removes a redirect: the old address answers 404 again. */
export async function deleteRedirect({ id, by }: { id: string; by: WriteContext }, db: Database = getDb()): Promise<void> {
  await transaction(db, async (tx) => {
    const [row] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
    if (!row) throw new NotFoundError();
    await recordWrite(tx, by, 'redirects.delete', row.id, { source: row.source, target: row.target });
  });
}
