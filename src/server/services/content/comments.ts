import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { comments, contents, users } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { Locale } from '@/i18n/locales';
import { personColumns, toPerson, type PersonJson } from './people';

export type CommentStatus = 'pending' | 'approved' | 'rejected';

export type CommentJson = {
  id: string;
  content_id: string;
  user_id: string | null;
  parent_id: string | null;
  /** The reply this one answers inside its thread; null when it answers the thread's first comment. */
  reply_to_id: string | null;
  /** The name an imported comment was signed with (its author has no account here). */
  author_name: string | null;
  body: string;
  /** The language of the page it was written on; each translation lists only its own. */
  locale: Locale;
  status: CommentStatus;
  is_staff: boolean;
  created_at: string;
};

/** A public comment also names its author (display name and avatar only). */
export type PublicComment = CommentJson & { author: PersonJson | null };
export type CommentThread = PublicComment & { replies: PublicComment[] };

export function toCommentJson(row: typeof comments.$inferSelect): CommentJson {
  return {
    id: row.id,
    content_id: row.contentId,
    user_id: row.userId,
    parent_id: row.parentId,
    reply_to_id: row.replyToId,
    author_name: row.authorName,
    body: row.body,
    locale: row.locale,
    status: row.status,
    is_staff: row.isStaff,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The approved comments of an item as threads, oldest first, with their approved replies (one
 * level deep), each naming its author. One query: the tree is built in memory. With `locale`,
 * only that translation's discussion: a Persian reader is not handed English threads.
 */
export async function listApprovedComments(contentId: string, locale?: Locale, db: Database = getDb()): Promise<CommentThread[]> {
  const rows = await db
    .select({ comment: comments, author: personColumns() })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.contentId, contentId), eq(comments.status, 'approved'), locale ? eq(comments.locale, locale) : undefined))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const threads = new Map<string, CommentThread>();
  const toPublic = ({ comment, author }: (typeof rows)[number]): PublicComment => ({ ...toCommentJson(comment), author: toPerson(author) });
  for (const row of rows) if (!row.comment.parentId) threads.set(row.comment.id, { ...toPublic(row), replies: [] });
  // A reply whose parent is not approved stays hidden with it.
  for (const row of rows) if (row.comment.parentId) threads.get(row.comment.parentId)?.replies.push(toPublic(row));
  return [...threads.values()];
}

/** The user's own comments on an item still waiting for moderation (shown to them, marked as such). */
export async function listOwnPendingComments(userId: string, contentId: string, locale?: Locale, db: Database = getDb()): Promise<CommentJson[]> {
  const rows = await db
    .select()
    .from(comments)
    .where(and(eq(comments.contentId, contentId), eq(comments.userId, userId), eq(comments.status, 'pending'), locale ? eq(comments.locale, locale) : undefined))
    .orderBy(asc(comments.createdAt));
  return rows.map(toCommentJson);
}

const commentCountColumn = { fa: 'commentCountFa', en: 'commentCountEn' } as const satisfies Record<Locale, keyof typeof contents.$inferSelect>;

/** The column counting an item's approved comments in `locale`. */
export const commentCountIn = (locale: Locale) => contents[commentCountColumn[locale]];

/** Moves an item's public comment count, in all and in the comments' language, by `delta` (never below zero). */
export async function shiftCommentCount(db: Database | Transaction, contentId: string, delta: number, locale: Locale): Promise<void> {
  if (delta === 0) return;
  const inLanguage = commentCountIn(locale);
  await db
    .update(contents)
    .set({ commentCount: sql`greatest(${contents.commentCount} + ${delta}, 0)`, [commentCountColumn[locale]]: sql`greatest(${inLanguage} + ${delta}, 0)` })
    .where(eq(contents.id, contentId));
}

/**
 * Sets a comment's status inside the caller's transaction and keeps the item's public comment
 * count in step; returns the row before and after.
 */
export async function applyCommentStatus(
  tx: Database | Transaction,
  id: string,
  status: CommentStatus,
): Promise<{ before: typeof comments.$inferSelect; after: CommentJson }> {
  const [before] = await tx.select().from(comments).where(eq(comments.id, id)).limit(1).for('update');
  if (!before) throw new NotFoundError();
  const [row] = await tx.update(comments).set({ status }).where(eq(comments.id, id)).returning();
  await shiftCommentCount(tx, before.contentId, (status === 'approved' ? 1 : 0) - (before.status === 'approved' ? 1 : 0), before.locale);
  return { before, after: toCommentJson(row!) };
}
