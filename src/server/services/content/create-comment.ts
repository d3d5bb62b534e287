import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { comments, contents } from '@/server/db/schema';
import { NotFoundError, ValidationError } from '@/server/errors';
import type { Locale } from '@/i18n/locales';
import type { UserActor, WriteContext } from '@/server/services/context';
import { createCommentSchema } from '@/shared/schemas/content';
import { languageOfText } from '@/shared/text/language';
import { emitWebhookEvent } from '@/server/services/webhooks/emit';
import { toCommentJson, type CommentJson } from './comments';
import { isVisible } from './visibility';

/**
 * A signed-in user's comment on a visible item; it waits for moderation. Sent again with the same
 * `client_key`, it answers the comment already made (a comment queued offline is posted once). Replying to a reply
 * joins that reply's thread (`parent_id` stays the thread's first comment) and its language, and
 * remembers the reply it answers (`reply_to_id`), so the page can show who answered whom.
 * `locale` is the page's language; callers without a page (seeds, scripts) get the text's own.
 */
export async function createComment(
  { contentId, input, by, locale }: { contentId: string; input: unknown; by: WriteContext<UserActor>; locale?: Locale },
  db: Database = getDb(),
): Promise<CommentJson> {
  const userId = by.actor.id;
  const { body, parent_id: parentId, client_key: clientKey } = createCommentSchema.parse(input);
  if (clientKey) {
    const [sent] = await db.select().from(comments).where(and(eq(comments.userId, userId), eq(comments.clientKey, clientKey))).limit(1);
    if (sent) return toCommentJson(sent);
  }
  const [content] = await db.select({ id: contents.id }).from(contents).where(and(eq(contents.id, contentId), isVisible())).limit(1);
  if (!content) throw new NotFoundError();
  let threadId: string | null = null;
  let replyToId: string | null = null;
  let language: Locale = locale ?? languageOfText(body);
  if (parentId) {
    const [parent] = await db.select().from(comments).where(eq(comments.id, parentId)).limit(1);
    if (!parent || parent.contentId !== contentId || parent.status !== 'approved') {
      throw ValidationError.field('parent_id', 'content.validation.unknownComment');
    }
    threadId = parent.parentId ?? parent.id;
    replyToId = parent.parentId ? parent.id : null;
    language = parent.locale;
  }
  const [row] = await db
    .insert(comments)
    .values({ contentId, userId, parentId: threadId, replyToId, body, locale: language, status: 'pending', clientKey })
    .onConflictDoNothing({ target: [comments.userId, comments.clientKey] })
    .returning();
  // The same key sent twice at once: the other request wrote it.
  if (!row) return createComment({ contentId, input, by, locale }, db);
  await emitWebhookEvent(
    'comment.created',
    { id: row.id, content_id: contentId, parent_id: threadId, user_id: userId, body, locale: language, status: row.status },
    db,
  );
  return toCommentJson(row);
}
