import { and, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { guideItems } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import type { ManagedGuideDetail } from '@/shared/schemas/where-to-start';
import { getManagedGuide, lockGuide } from './manager-read';
import { transaction } from '@/server/db/unit-of-work';

/** Takes one item out of a guide; the library item itself stays. */
export async function removeGuideItem({ guideId, itemId, by }: { guideId: string; itemId: string; by: WriteContext }): Promise<ManagedGuideDetail> {
  return transaction(getDb(), async (tx) => {
    await lockGuide(tx, guideId);
    const deleted = await tx
      .delete(guideItems)
      .where(and(eq(guideItems.id, itemId), eq(guideItems.guideId, guideId)))
      .returning({ id: guideItems.id });
    if (deleted.length === 0) throw new NotFoundError();
    await recordWrite(tx, by, 'where-to-start.update', guideId, { removed_item: itemId });
    return getManagedGuide(guideId, by.ctx.locale, tx);
  });
}
