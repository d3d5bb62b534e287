import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { guides } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import { transaction } from '@/server/db/unit-of-work';

/** Deletes a guide with its items; the library items they named stay. */
export async function deleteGuide({ id, by }: { id: string; by: WriteContext }): Promise<void> {
  await transaction(getDb(), async (tx) => {
    const [row] = await tx.delete(guides).where(eq(guides.id, id)).returning();
    if (!row) throw new NotFoundError();
    await recordWrite(tx, by, 'where-to-start.delete', id, { title_en: row.titleEn });
  });
}
