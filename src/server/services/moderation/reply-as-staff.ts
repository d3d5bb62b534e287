import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { comments } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import { shiftCommentCount } from '@/server/services/content';
import type { ManagerCommentDetail, StaffReplyInput } from '@/shared/schemas/community';
import { getManagerComment, invalidateItemOf } from './comments';
import { transaction } from '@/server/db/unit-of-work';

/**
 * A staff reply to comment `id`: published at once and marked as staff. Replying to a reply joins
 * its thread, as public replies do, so threads stay one level deep.
 */
export async function replyAsStaff({ id, input: { body }, by }: { id: string; input: StaffReplyInput; by: WriteContext }): Promise<ManagerCommentDetail> {
  const { replyId, contentId } = await transaction(getDb(), async (tx) => {
    const [parent] = await tx.select().from(comments).where(eq(comments.id, id)).limit(1);
    if (!parent) throw new NotFoundError();
    const [reply] = await tx
      .insert(comments)
      .values({ contentId: parent.contentId, userId: by.actor.id, parentId: parent.parentId ?? parent.id, body, locale: parent.locale, status: 'approved', isStaff: true })
      .returning({ id: comments.id });
    await shiftCommentCount(tx, parent.contentId, 1, parent.locale);
    await recordWrite(tx, by, 'comments.reply', reply!.id, { parent_id: id, content_id: parent.contentId });
    return { replyId: reply!.id, contentId: parent.contentId };
  });
  await invalidateItemOf(contentId);
  return getManagerComment(replyId, by.ctx.locale);
}
