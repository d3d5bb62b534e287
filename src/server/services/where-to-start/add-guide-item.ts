import { eq, max } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { contents, guideItems, guides } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import type { GuideItemCreateInput, ManagedGuideDetail } from '@/shared/schemas/where-to-start';
import { getManagedGuide, lockGuide } from './manager-read';
import { transaction } from '@/server/db/unit-of-work';

/** Appends a library item (of any status: a draft guide may be prepared ahead) with its notes. */
export async function addGuideItem(
  { guideId, input, by }: { guideId: string; input: GuideItemCreateInput; by: WriteContext },
  db: Database = getDb(),
): Promise<ManagedGuideDetail> {
  return transaction(db, async (tx) => {
    await lockGuide(tx, guideId);
    const [content] = await tx.select({ id: contents.id }).from(contents).where(eq(contents.id, input.content_id));
    if (!content) throw ValidationError.field('content_id', 'validation.invalid');
    const [last] = await tx.select({ position: max(guideItems.position) }).from(guideItems).where(eq(guideItems.guideId, guideId));
    const [item] = await tx
      .insert(guideItems)
      .values({
        guideId,
        contentId: input.content_id,
        noteFa: input.note_fa || null,
        noteEn: input.note_en || null,
        position: (last?.position ?? -1) + 1,
      })
      .returning({ id: guideItems.id });
    await tx.update(guides).set({ updatedAt: new Date() }).where(eq(guides.id, guideId));
    await recordWrite(tx, by, 'where-to-start.update', guideId, { added_item: item!.id, content_id: input.content_id });
    return getManagedGuide(guideId, by.ctx.locale, tx);
  });
}
