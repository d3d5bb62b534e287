import { getDb } from '@/server/db/client';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import { applyCommentStatus } from '@/server/services/content';
import type { CommentModerationInput, ManagerCommentDetail } from '@/shared/schemas/community';
import { getManagerComment, invalidateItemOf } from './comments';
import { transaction } from '@/server/db/unit-of-work';

/** Approves or rejects a comment; the item's comment count and cached pages follow. */
export async function moderateManagerComment({
  id,
  input: { status },
  by,
}: {
  id: string;
  input: CommentModerationInput;
  by: WriteContext;
}): Promise<ManagerCommentDetail> {
  const contentId = await transaction(getDb(), async (tx) => {
    const { before } = await applyCommentStatus(tx, id, status);
    await recordWrite(tx, by, status === 'approved' ? 'comments.approve' : 'comments.reject', id, {
      status: { from: before.status, to: status },
      content_id: before.contentId,
    });
    return before.contentId;
  });
  await invalidateItemOf(contentId);
  return getManagerComment(id, by.ctx.locale);
}
