import { eq, inArray, or } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { comments } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import { shiftCommentCount } from '@/server/services/content';
import { invalidateItemOf } from './comments';
import { transaction } from '@/server/db/unit-of-work';

/** Deletes a comment and its replies; approved ones leave the item's count. */
export async function deleteManagerComment({ id, by }: { id: string; by: WriteContext }): Promise<void> {
  const contentId = await transaction(getDb(), async (tx) => {
    const [target] = await tx.select().from(comments).where(eq(comments.id, id)).limit(1).for('update');
    if (!target) throw new NotFoundError();
    const removed = await tx
      .select({ id: comments.id, status: comments.status })
      .from(comments)
      .where(or(eq(comments.id, id), eq(comments.parentId, id)));
    const approved = removed.filter((entry) => entry.status === 'approved').length;
    await tx.delete(comments).where(inArray(comments.id, removed.map((entry) => entry.id)));
    await shiftCommentCount(tx, target.contentId, -approved, target.locale);
    await recordWrite(tx, by, 'comments.delete', id, { content_id: target.contentId, status: target.status, replies: removed.length - 1, body: target.body.slice(0, 200) });
    return target.contentId;
  });
  await invalidateItemOf(contentId);
}
