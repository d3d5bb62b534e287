import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { guideItems } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import type { GuideItemsOrderInput, ManagedGuideDetail } from '@/shared/schemas/where-to-start';
import { getManagedGuide, lockGuide } from './manager-read';
import { transaction } from '@/server/db/unit-of-work';

/** Sets the order: `items` must name every item of the guide exactly once (else 422). */
export async function reorderGuideItems({
  guideId,
  input,
  by,
}: {
  guideId: string;
  input: GuideItemsOrderInput;
  by: WriteContext;
}): Promise<ManagedGuideDetail> {
  return transaction(getDb(), async (tx) => {
    await lockGuide(tx, guideId);
    const current = await tx.select({ id: guideItems.id }).from(guideItems).where(eq(guideItems.guideId, guideId));
    const known = new Set(current.map((row) => row.id));
    const given = new Set(input.items);
    if (given.size !== input.items.length || given.size !== known.size || input.items.some((id) => !known.has(id))) {
      throw ValidationError.field('items', 'validation.invalid');
    }
    for (const [position, id] of input.items.entries()) {
      await tx.update(guideItems).set({ position }).where(eq(guideItems.id, id));
    }
    await recordWrite(tx, by, 'where-to-start.update', guideId, { order: input.items });
    return getManagedGuide(guideId, by.ctx.locale, tx);
  });
}
