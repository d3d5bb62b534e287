import { and, eq, inArray, like } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { Database, Transaction } from '@/server/db/client';
import { startsWithPattern } from '@/server/db/like';
import { comments, contents, importKeys } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import { createContent } from '@/server/services/content/create';
import { plainText } from '@/server/services/content/html';
import { shiftCommentCount } from '@/server/services/content/comments';
import { updateContent } from '@/server/services/content/update';
import type { WriteContext } from '@/server/services/context';
import type { Locale } from '@/i18n/locales';
import { builtInPageAt } from '@/shared/built-in-pages';
import type { ContentStatus, ContentType } from '@/shared/content-types';
import { EXTRA_CATEGORIES_PER_ITEM, TAGS_PER_ITEM } from '@/shared/schemas/content';
import type { WordpressImportOptions } from '@/shared/schemas/portability';
import { cleanWordPressContent, collectMediaUrls, type CleanOptions, type ContentLoss, type Footnote } from '../content/clean';
import { translate } from '@/i18n/messages';
import { commentText } from '../content/comment-text';
import { nativeSlug } from '../slugs';
import type { WxrItem } from '../wxr/types';
import type { ParentLink } from './hierarchy';
import { attributesFor } from './attributes';
import { isPictureFile, type ImportedMedia, type MediaImporter } from './media';
import { isTakenBySite, oldAddressesOf, saveRedirect } from './redirects';
import type { ImportReport } from './report';
import { dateOf, destinationOf, isTypeCategory, localeOf, type Survey } from './survey';
import type { TermIds } from './terms';
import { transaction } from '@/server/db/unit-of-work';

const TITLE_MAX = 200;
const EXCERPT_MAX = 500;
const BODY_MAX = 200_000;

export type ItemContext = {
  survey: Survey;
  options: WordpressImportOptions;
  fallback: Locale;
  report: ImportReport;
  media: MediaImporter;
  termIds: TermIds;
  /** A login → the account made for that author (only when asked). */
  accounts: Map<string, string>;
  /** Who writes the items, in the activity log as on their revisions. */
  by: WriteContext;
  /** Items under a parent post, linked once every item is in (hierarchy.ts). */
  parentLinks: ParentLink[];
};

const statusOf: Record<string, ContentStatus> = { publish: 'published', future: 'scheduled', draft: 'draft', pending: 'draft', private: 'archived' };
const visibility: Record<ContentStatus, number> = { archived: 0, draft: 1, scheduled: 2, published: 3 };

/** Thrown inside an item's transaction to undo it; its lines say why. */
class ItemSkipped extends Error {
  constructor(readonly lines: Line[]) {
    super('skipped');
  }
}

/**
 * Imports one post, page or other item with its comments, media and old addresses, whole or not
 * at all (its own transaction, a savepoint inside a dry run's). Keyed by the file's post id, and by
 * its Polylang group: a second run updates the item it made, a translation joins its partner.
 */
export async function importItem(db: Database | Transaction, item: WxrItem, context: ItemContext): Promise<void> {
  const { report, options } = context;
  const destination = destinationOf(item, options);
  if ('skip' in destination) {
    if (item.postType === 'attachment') await importAttachment(db, item, context);
    else if (destination.skip !== 'machinery') report.add({ level: 'skipped', kind: item.postType, key: String(item.postId), title: item.title, message: destination.skip });
    return;
  }
  const languageTerm = item.terms.find((term) => term.domain === 'language');
  const locale = languageTerm ? localeOf(languageTerm.slug) : context.fallback;
  if (!locale) {
    report.add({ level: 'skipped', kind: destination.type, key: String(item.postId), title: item.title, message: 'unsupportedLanguage' });
    report.tick(destination.type);
    return;
  }
  try {
    await transaction(db, async (tx) => {
      const lines = await writeItem(tx, item, destination.type, locale, context);
      for (const line of lines) report.add(line);
    });
    report.written += 1;
  } catch (error) {
    context.media.forget();
    if (error instanceof ItemSkipped) for (const line of error.lines) report.add(line);
    else report.add({ level: 'error', kind: destination.type, key: String(item.postId), title: item.title, message: describe(error) });
  }
  report.tick(destination.type);
}

type Line = Parameters<ImportReport['add']>[0];

/** Each post's attached pictures in WordPress's gallery order (menu order, then id), made once per file: items are many. */
const attachedPictures = new WeakMap<Survey, Map<number, number[]>>();

function attachedPicturesOf(survey: Survey, postId: number): number[] {
  let byParent = attachedPictures.get(survey);
  if (!byParent) {
    byParent = new Map();
    const sorted = [...survey.attachments].sort(([idA, a], [idB, b]) => a.menuOrder - b.menuOrder || idA - idB);
    for (const [id, attachment] of sorted) {
      if (attachment.parent && isPictureFile(attachment.url)) byParent.set(attachment.parent, [...(byParent.get(attachment.parent) ?? []), id]);
    }
    attachedPictures.set(survey, byParent);
  }
  return byParent.get(postId) ?? [];
}

/**
 * What the body's markup refers to outside itself: a gallery names its images by attachment id (or
 * by none, meaning the post's own attached images, in WordPress's order: menu order, then id), the
 * footnotes block lists the post's `footnotes` meta, and the rest of the body names files by address.
 */
function bodyFactsOf(item: WxrItem, survey: Survey, locale: Locale): Omit<CleanOptions, 'mediaUrl' | 'onLoss'> {
  return {
    attachmentUrl: (id) => survey.attachments.get(id)?.url ?? null,
    attachmentText: (id) => ({ alt: survey.attachments.get(id)?.alt ?? '', caption: survey.attachments.get(id)?.caption ?? '' }),
    attachedImageIds: attachedPicturesOf(survey, item.postId),
    footnotes: footnotesOf(item),
    footnoteBackLabel: (number) => translate(locale, 'portability.footnoteBack', { number }),
    direction: locale === 'fa' ? 'rtl' : 'ltr',
  };
}

/** The `footnotes` meta WordPress 6.3+ keeps a post's notes in: `[{"id":"…","content":"…"}]`. */
function footnotesOf(item: WxrItem): Footnote[] {
  const raw = item.meta.find((entry) => entry.key === 'footnotes')?.value;
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (note): note is Footnote => typeof note?.id === 'string' && /^[a-z0-9-]{1,64}$/i.test(note.id) && typeof note.content === 'string',
    );
  } catch {
    return [];
  }
}

async function writeItem(tx: Transaction, item: WxrItem, type: ContentType, locale: Locale, context: ItemContext): Promise<Line[]> {
  const { survey, media, termIds } = context;
  const lines: Line[] = [];
  const note = (level: Line['level'], message: string, detail?: string) =>
    lines.push({ level, kind: type, key: String(item.postId), title: item.title, message, ...(detail ? { detail } : {}) });

  let status = statusOf[item.status] ?? 'draft';
  if (item.password) {
    status = 'draft';
    note('warning', 'passwordProtected');
  } else if (item.status === 'pending') note('info', 'pendingAsDraft');
  else if (item.status === 'private') note('info', 'privateAsArchived');

  let title = item.title.replace(/\s+/g, ' ').trim();
  // A title is text everywhere here (page, list, feed, search); WordPress let its markup through.
  if (/<\/?[a-z][^>]*>/i.test(title)) {
    title = plainText(title);
    note('info', 'titleMarkupRemoved', item.title);
  }
  if (title.length > TITLE_MAX) {
    title = `${title.slice(0, TITLE_MAX - 1).trimEnd()}…`;
    note('warning', 'titleShortened');
  }
  if (title.length < 2) {
    title = item.slug || `${item.postType} ${item.postId}`;
    note('warning', 'titleMissing');
  }

  const bodyFacts = bodyFactsOf(item, survey, locale);
  const { attachmentUrl } = bodyFacts;
  const brought = new Map<string, ImportedMedia>();
  for (const { url, shown } of collectMediaUrls(item.content, bodyFacts)) {
    // A picture not brought stands as its placeholder, which says so where it stood.
    const found = await media.resolve(tx, url, { title, placeholder: shown });
    if (found) brought.set(url, found);
  }
  // A link or a player never leads to a placeholder: it keeps the old address, where the file may still be.
  const mediaUrl = (url: string, shown: boolean) => {
    const found = brought.get(url);
    return found && (shown || !found.missing) ? found.url : null;
  };
  const losses: ContentLoss[] = [];
  const body = cleanWordPressContent(item.content, { ...bodyFacts, mediaUrl, onLoss: (loss) => losses.push(loss) });
  for (const loss of uniqueLosses(losses)) note(loss.level, loss.message, loss.detail);
  if (body.length > BODY_MAX) {
    lines.push({ level: 'skipped', kind: type, key: String(item.postId), title, message: 'bodyTooLong' });
    throw new ItemSkipped(lines);
  }
  let excerpt = plainText(item.excerpt);
  if (excerpt.length > EXCERPT_MAX) {
    excerpt = `${excerpt.slice(0, EXCERPT_MAX - 1).trimEnd()}…`;
    note('warning', 'excerptShortened');
  }

  const thumbnail = Number(item.meta.find((entry) => entry.key === '_thumbnail_id')?.value);
  const coverUrl = thumbnail ? attachmentUrl(thumbnail) : null;
  // A placeholder is no cover: the item shows none rather than a grey card in every list.
  const coverMedia = coverUrl ? await media.resolve(tx, coverUrl, { title }) : null;
  const cover = coverMedia?.missing ? null : coverMedia;
  const { categoryId, categoryIds, tagIds } = termsOf(item, termIds, note);
  const byline = survey.authors.get(item.creator) ?? (item.creator || null);
  const translation = { title, slug: nativeSlug(item.slug, title) || undefined, excerpt, body };

  const date = dateOf(survey, item);
  const pair = item.terms.find((term) => term.domain === 'post_translations')?.slug;
  const pairKey = pair ? `${survey.siteKey}pair|${pair}` : null;
  const { postKey, guidKey, isIdTaken } = await identify(tx, item, survey.siteKey);
  if (isIdTaken) note('warning', 'postIdTaken', `${item.postType} ${item.postId} · ${item.guid}`);
  const known = await findKnown(tx, [postKey, pairKey]);
  const shared = { category_id: categoryId, category_ids: categoryIds, tag_ids: tagIds, cover_id: cover?.id ?? null, published_at: date };
  const authorId = context.accounts.get(item.creator) ?? null;

  let written;
  let contentType = type;
  if (known) {
    const [current] = await tx.select({ type: contents.type, status: contents.status }).from(contents).where(eq(contents.id, known.id));
    if (!current) throw new Error('import key points at a missing item');
    contentType = current.type;
    // A translation joining its pair keeps what the first language set, unless it is more visible.
    const isSamePost = known.key === postKey;
    const input = {
      translations: { [locale]: translation },
      ...(isSamePost || visibility[status] > visibility[current.status] ? { status, published_at: date } : {}),
      ...(isSamePost ? shared : {}),
    };
    written = await withSlugRetry(translation, note, () => updateContent({ type: contentType, id: known.id, input, by: context.by }, tx));
  } else {
    const attributes = await attributesFor(tx, type, { locale, byline, body, coverUrl: cover?.url ?? null, excerpt, meta: item.meta });
    written = await withSlugRetry(translation, note, () =>
      createContent({ type, input: { ...shared, status, attributes, translations: { [locale]: translation } }, by: context.by, authorId }, tx),
    );
  }
  const id = written.id;
  await tx.update(contents).set({ byline, isSticky: item.isSticky, ...(authorId ? { authorId } : {}) }).where(eq(contents.id, id));
  if (item.postParent) context.parentLinks.push({ id, type: contentType, parent: item.postParent, postId: item.postId, title: item.title });
  const keys = [postKey, guidKey, pairKey].filter((key): key is string => Boolean(key));
  await tx.insert(importKeys).values(keys.map((sourceKey) => ({ kind: 'content' as const, sourceKey, targetId: id }))).onConflictDoNothing();

  await importComments(tx, { item, contentId: id, locale, context, note });
  const slug = written.translations[locale];
  if (slug) {
    const path = `/${locale}/${contentType}/${slug}`;
    // Its old address is now one of this site's own pages: readers who follow it land there. When
    // that is a built-in page in the item's language, the report offers to put its text there.
    const builtIn = item.link ? builtInPageAt(item.link) : null;
    if (builtIn?.locale === locale) {
      const page = { page: builtIn.page, locale, content_id: id, path };
      lines.push({ level: 'warning', kind: type, key: String(item.postId), title: item.title, message: `${builtIn.page}PageTaken`, built_in_page: page });
    } else if (item.link && isTakenBySite(item.link)) note('warning', 'oldAddressTaken');
    // `/?p=163` belongs to the post that first had the id; the other keeps its own permalink.
    const addresses = oldAddressesOf(item, survey.basePath, locale).filter((address) => !isIdTaken || !/\?(?:p|page_id)=\d+$/.test(address));
    for (const source of addresses) await saveRedirect(tx, { source, target: path, contentId: id });
  }
  return lines;
}

type Note = (level: Line['level'], message: string, detail?: string) => void;

/**
 * The item's categories and tags as this site can hold them: the first category the file lists
 * (that it knows) as the primary one, the rest as extra categories up to EXTRA_CATEGORIES_PER_ITEM
 * (ADR 0032), and up to TAGS_PER_ITEM tags. Whatever does not fit is said (terms the file never
 * declared were made from its items).
 */
function termsOf(item: WxrItem, termIds: TermIds, note: Note): { categoryId: string | null; categoryIds: string[]; tagIds: string[] } {
  const unknown: string[] = [];
  const idsOf = (domain: 'category' | 'post_tag') => {
    const found = item.terms.filter((term) => term.domain === domain && !isTypeCategory(term)).map((term) => ({ term, id: termIds[domain].get(term.slug) }));
    unknown.push(...found.filter((entry) => !entry.id).map((entry) => entry.term.name || entry.term.slug));
    return [...new Set(found.flatMap((entry) => entry.id ?? []))];
  };
  const categories = idsOf('category');
  const tags = idsOf('post_tag');
  if (categories.length > 1 + EXTRA_CATEGORIES_PER_ITEM) note('warning', 'categoriesCut', String(categories.length));
  if (tags.length > TAGS_PER_ITEM) note('warning', 'tagsCut', String(tags.length));
  if (unknown.length > 0) note('warning', 'termsUndeclared', unknown.join(', '));
  return {
    categoryId: categories[0] ?? null,
    categoryIds: categories.slice(1, 1 + EXTRA_CATEGORIES_PER_ITEM),
    tagIds: tags.slice(0, TAGS_PER_ITEM),
  };
}

/** Each loss once per item: a block used ten times is one line. */
function uniqueLosses(losses: ContentLoss[]): ContentLoss[] {
  const seen = new Map<string, ContentLoss>();
  for (const loss of losses) seen.set(`${loss.message}|${loss.detail}`, loss);
  return [...seen.values()];
}

/**
 * The keys that name this item. WordPress numbers posts per site, so two files that name the same
 * site (its theme test data and its block test data) can both hold a post 163; the GUID and the
 * post type tell them apart. The first to arrive keeps `post|163`; another post with that id is
 * keyed by its GUID alone and kept beside it. Items imported before GUIDs were recorded have
 * none, and are taken to be the same post, as they always were.
 */
async function identify(tx: Transaction, item: WxrItem, siteKey: string): Promise<{ postKey: string; guidKey: string | null; isIdTaken: boolean }> {
  const postKey = `${siteKey}post|${item.postId}`;
  if (!item.guid) return { postKey, guidKey: null, isIdTaken: false };
  const guidKey = `${siteKey}guid|${item.postType}|${item.guid}`;
  const rows = await tx
    .select({ key: importKeys.sourceKey, id: importKeys.targetId })
    .from(importKeys)
    .where(and(eq(importKeys.kind, 'content'), inArray(importKeys.sourceKey, [postKey, guidKey])));
  const byGuid = rows.find((row) => row.key === guidKey);
  const byId = rows.find((row) => row.key === postKey);
  if (!byId || byId.id === byGuid?.id) return { postKey, guidKey, isIdTaken: false };
  const [otherGuid] = await tx
    .select({ key: importKeys.sourceKey })
    .from(importKeys)
    .where(and(eq(importKeys.kind, 'content'), eq(importKeys.targetId, byId.id), like(importKeys.sourceKey, startsWithPattern(`${siteKey}guid|`))))
    .limit(1);
  if (!otherGuid) return { postKey, guidKey, isIdTaken: false };
  return { postKey: guidKey, guidKey: null, isIdTaken: true };
}

async function findKnown(tx: Transaction, keys: (string | null)[]): Promise<{ id: string; key: string } | null> {
  const wanted = keys.filter((key): key is string => Boolean(key));
  const rows = await tx
    .select({ id: importKeys.targetId, key: importKeys.sourceKey })
    .from(importKeys)
    .where(and(eq(importKeys.kind, 'content'), inArray(importKeys.sourceKey, wanted)));
  // The post's own key wins over its pair's: a second run updates what the first made.
  return rows.find((row) => row.key === wanted[0]) ?? rows[0] ?? null;
}

/** A slug another item already holds becomes a fresh one made from the title, and the report says so. */
async function withSlugRetry<T>(translation: { slug?: string }, note: (level: Line['level'], message: string) => void, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const isSlugTaken = error instanceof ValidationError && error.issues.some((issue) => String(issue.path.at(-1)).endsWith('slug'));
    if (!isSlugTaken) throw error;
    delete translation.slug;
    note('warning', 'slugTaken');
    return write();
  }
}

const commentStatusOf: Record<string, 'approved' | 'pending'> = { '1': 'approved', '0': 'pending' };

type PlacedComment = { id: string; thread: string; replyTo: string | null };

/**
 * The item's comments in its language, each in its thread (the first comment of its line of
 * replies, as this site's screens group them) and, deeper than that, answering the very comment
 * it answered on WordPress (`replyToId`). Spam, trash, pingbacks and trackbacks are not readers'
 * words and are not brought; the report counts them.
 */
async function importComments(
  tx: Transaction,
  { item, contentId, locale, context, note }: { item: WxrItem; contentId: string; locale: Locale; context: ItemContext; note: Note },
): Promise<void> {
  const { survey, report } = context;
  const keyOf = (commentId: number) => `${survey.siteKey}comment|${commentId}`;
  const known = await knownComments(tx, item.comments.map((comment) => keyOf(comment.id)));
  const placed = new Map<number, PlacedComment>();
  let leftOut = 0;
  let approved = 0;
  for (const comment of [...item.comments].sort((a, b) => a.id - b.id)) {
    report.tick('comments');
    const status = commentStatusOf[comment.approved];
    if (!status || (comment.type && comment.type !== 'comment')) {
      leftOut += 1;
      continue;
    }
    const parent = comment.parent ? placed.get(comment.parent) : undefined;
    const thread = parent?.thread ?? null;
    const replyTo = parent && parent.id !== parent.thread ? parent.id : null;
    const earlier = known.get(keyOf(comment.id));
    if (earlier) {
      // A run from before replies kept their depth learns it now.
      if (replyTo && earlier.replyTo !== replyTo && earlier.thread === thread) await tx.update(comments).set({ replyToId: replyTo }).where(eq(comments.id, earlier.id));
      placed.set(comment.id, earlier);
      continue;
    }
    const body = commentText(comment.content).slice(0, 5000);
    if (!body) {
      leftOut += 1;
      continue;
    }
    const [row] = await tx
      .insert(comments)
      .values({ contentId, parentId: thread, replyToId: replyTo, body, locale, status, authorName: comment.author.slice(0, 120) || null, createdAt: comment.date ?? item.date ?? new Date() })
      .returning({ id: comments.id });
    await tx.insert(importKeys).values({ kind: 'comment', sourceKey: keyOf(comment.id), targetId: row!.id });
    placed.set(comment.id, { id: row!.id, thread: thread ?? row!.id, replyTo });
    if (status === 'approved') approved += 1;
  }
  if (leftOut > 0) note('info', 'commentsLeftOut', String(leftOut));
  await shiftCommentCount(tx, contentId, approved, locale);
}

/** Comments an earlier run brought, by source key, with their place in their thread (one query per item). */
async function knownComments(tx: Transaction, sourceKeys: string[]): Promise<Map<string, PlacedComment>> {
  if (sourceKeys.length === 0) return new Map();
  const rows = await tx
    .select({ key: importKeys.sourceKey, id: importKeys.targetId, parentId: comments.parentId, replyToId: comments.replyToId })
    .from(importKeys)
    .leftJoin(comments, eq(comments.id, importKeys.targetId))
    .where(and(eq(importKeys.kind, 'comment'), inArray(importKeys.sourceKey, sourceKeys)));
  return new Map(rows.map((row) => [row.key, { id: row.id, thread: row.parentId ?? row.id, replyTo: row.replyToId }]));
}

/** An attachment's own page (`/?attachment_id=5`, its permalink) goes to its file. */
async function importAttachment(db: Database | Transaction, item: WxrItem, context: ItemContext): Promise<void> {
  try {
    await transaction(db, async (tx) => {
      const found = await context.media.resolve(tx, item.attachmentUrl || item.guid, { title: item.title });
      if (!found || found.missing) return;
      for (const source of [item.link, `${context.survey.basePath}/?attachment_id=${item.postId}`]) {
        await saveRedirect(tx, { source, target: found.url, contentId: null });
      }
    });
  } catch (error) {
    context.media.forget();
    context.report.add({ level: 'error', kind: 'media', key: String(item.postId), title: item.title, message: describe(error) });
  }
}

/** An error as one line of the report: field errors by path, never a stack. */
function describe(error: unknown): string {
  if (error instanceof ValidationError) return `invalid: ${error.issues.map((issue) => `${issue.path.join('.')} (${issue.message})`).join('; ')}`;
  if (error instanceof ZodError) return `invalid: ${error.issues.map((issue) => `${issue.path.join('.')} (${issue.message})`).join('; ')}`;
  return error instanceof Error ? error.message : String(error);
}
