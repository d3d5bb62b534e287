import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invalidateContent } from '@/server/cache';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { containsPattern } from '@/server/db/like';
import { comments, contents, contentTranslations, users } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { Locale } from '@/i18n/locales';
import type { ContentType } from '@/shared/content-types';
import type { ManagerComment, ManagerCommentDetail, ManagerCommentsQuery } from '@/shared/schemas/community';
import { offsetOf, paginationMetaOf, type PaginationMeta } from '@/shared/schemas/pagination';

const faText = alias(contentTranslations, 'comment_item_fa');
const enText = alias(contentTranslations, 'comment_item_en');

/** A comment row with its author and its item's title and slug in both languages. */
function selectComments(db: Database | Transaction) {
  return db
    .select({
      comment: comments,
      author: { id: users.id, username: users.username, email: users.email, firstname: users.firstname, lastname: users.lastname },
      item: { id: contents.id, type: contents.type },
      fa: { title: faText.title, slug: faText.slug },
      en: { title: enText.title, slug: enText.slug },
    })
    .from(comments)
    .innerJoin(contents, eq(contents.id, comments.contentId))
    .leftJoin(users, eq(users.id, comments.userId))
    .leftJoin(faText, and(eq(faText.contentId, contents.id), eq(faText.locale, 'fa')))
    .leftJoin(enText, and(eq(enText.contentId, contents.id), eq(enText.locale, 'en')));
}

type Row = Awaited<ReturnType<typeof selectComments>>[number];

function toView(row: Row, locale: Locale): ManagerComment {
  const { comment, author, item } = row;
  // The reader's language first; an item written in one language only shows that one.
  const [first, second] = locale === 'fa' ? [['fa', row.fa], ['en', row.en]] as const : [['en', row.en], ['fa', row.fa]] as const;
  const text = first[1]?.slug ? first : second[1]?.slug ? second : null;
  const name = author ? [author.firstname, author.lastname].filter(Boolean).join(' ').trim() : '';
  return {
    id: comment.id,
    body: comment.body,
    status: comment.status,
    is_staff: comment.isStaff,
    parent_id: comment.parentId,
    created_at: comment.createdAt.toISOString(),
    author: author ? { id: author.id, username: author.username, email: author.email, name: name || author.username } : null,
    content: { id: item.id, type: item.type, title: text?.[1]?.title ?? '', slug: text?.[1]?.slug ?? null, locale: text?.[0] ?? null },
  };
}

/** The moderation queue: filter by status, the item's type and text (body, author); newest first. */
export async function listManagerComments(
  query: ManagerCommentsQuery,
  locale: Locale,
): Promise<{ data: ManagerComment[]; meta: PaginationMeta }> {
  const db = getDb();
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(comments.status, query.status) : undefined,
    query.type ? eq(contents.type, query.type) : undefined,
  ];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(comments.body, pattern), ilike(users.username, pattern), ilike(users.email, pattern)));
  }
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(comments)
    .innerJoin(contents, eq(contents.id, comments.contentId))
    .leftJoin(users, eq(users.id, comments.userId))
    .where(where);
  const rows = await selectComments(db)
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(query.per_page)
    .offset(offsetOf(query));
  return { data: rows.map((row) => toView(row, locale)), meta: paginationMetaOf(query, total) };
}

/** One comment with its item and its thread: the comment it answers and the thread's replies. */
export async function getManagerComment(id: string, locale: Locale): Promise<ManagerCommentDetail> {
  const db = getDb();
  const [row] = await selectComments(db).where(eq(comments.id, id)).limit(1);
  if (!row) throw new NotFoundError();
  const rootId = row.comment.parentId ?? row.comment.id;
  const related = await selectComments(db)
    .where(or(eq(comments.id, rootId), eq(comments.parentId, rootId)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const strip = (view: ManagerComment) => {
    const { content: _content, ...rest } = view;
    return rest;
  };
  const parent = row.comment.parentId ? related.find((entry) => entry.comment.id === rootId) : undefined;
  return {
    ...toView(row, locale),
    thread: {
      parent: parent ? strip(toView(parent, locale)) : null,
      replies: related.filter((entry) => entry.comment.parentId === rootId).map((entry) => strip(toView(entry, locale))),
    },
  };
}

/** Revalidates the cached pages of the item a comment belongs to, after the change committed. */
export async function invalidateItemOf(contentId: string): Promise<void> {
  const db = getDb();
  const [item] = await db.select({ type: contents.type }).from(contents).where(eq(contents.id, contentId));
  if (!item) return;
  const slugs = await db.select({ slug: contentTranslations.slug }).from(contentTranslations).where(eq(contentTranslations.contentId, contentId));
  await invalidateContent(item.type as ContentType, slugs.map((entry) => entry.slug));
}

/** Comments waiting for moderation: the dashboard's counter. */
export async function countPendingComments(): Promise<number> {
  const [row] = await getDb().select({ total: count() }).from(comments).where(eq(comments.status, 'pending'));
  return row?.total ?? 0;
}
