import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { guides } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import type { GuideUpdateInput, ManagedGuide } from '@/shared/schemas/where-to-start';
import { itemCounts, toColumns, toManaged } from './manager-read';
import { transaction } from '@/server/db/unit-of-work';

/** Changes the fields sent of a guide (its items have verbs of their own). */
export async function updateGuide({ id, input, by }: { id: string; input: GuideUpdateInput; by: WriteContext }): Promise<ManagedGuide> {
  return transaction(getDb(), async (tx) => {
    const [row] = await tx.update(guides).set(toColumns(input)).where(eq(guides.id, id)).returning();
    if (!row) throw new NotFoundError();
    await recordWrite(tx, by, 'where-to-start.update', id, { changed: Object.keys(input) });
    return toManaged(row, (await itemCounts(tx, [id])).get(id) ?? 0);
  });
}
