import { and, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { contentCategories, contents, contentTags, contentTranslations, media } from '@/server/db/schema';
import type { IssueItem } from '@/server/mail/newsletter/issue';
import { absoluteUrl, localizedUrl } from '@/server/seo/metadata';
import { contentTypes, type ContentType } from '@/shared/content-types';
import type { IssueItemChoice, NewsletterLanguage } from '@/shared/newsletter';

/** What a subscriber's topics are matched against. */
/** An item as readers' topics match it: its type, every category it is listed under (ADR 0032) and its tags. */
export type ItemFacts = { id: string; type: ContentType; categoryIds: string[]; tagIds: string[] };

/** The width covers are shown at in an e-mail (600 px wide, less the padding), at twice the density. */
const COVER_WIDTH = 1088;

/** The narrowest rendition at least as wide as an e-mail needs, else the widest there is. */
function coverPath(row: { path: string; variants: { width: number; path: string }[] } | null): string | null {
  if (!row) return null;
  const fitting = row.variants.filter((variant) => variant.width >= COVER_WIDTH).sort((a, b) => a.width - b.width)[0];
  const widest = [...row.variants].sort((a, b) => b.width - a.width)[0];
  return `/media/${(fitting ?? widest ?? row).path}`;
}

/** The items of an issue as readers of `locale` see them, in the order given; unpublished or untranslated ones left out. */
export async function issueItems(
  db: Database | Transaction,
  ids: string[],
  locale: NewsletterLanguage,
  now: Date = new Date(),
): Promise<IssueItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: contents.id,
      type: contents.type,
      publishedAt: contents.publishedAt,
      slug: contentTranslations.slug,
      title: contentTranslations.title,
      excerpt: contentTranslations.excerpt,
      cover: { path: media.path, variants: media.variants },
    })
    .from(contents)
    .innerJoin(contentTranslations, and(eq(contentTranslations.contentId, contents.id), eq(contentTranslations.locale, locale)))
    .leftJoin(media, eq(media.id, contents.coverId))
    .where(and(inArray(contents.id, ids), inArray(contents.status, ['published', 'scheduled']), lte(contents.publishedAt, now)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const slug = encodeURIComponent(row.slug);
    const path = contentTypes[row.type].hasDetailPage ? `/${row.type}/${slug}` : `/${row.type}#${slug}`;
    const cover = coverPath(row.cover?.path ? row.cover : null);
    return [
      {
        id,
        title: row.title,
        excerpt: row.excerpt,
        url: localizedUrl(locale, path),
        coverUrl: cover ? absoluteUrl(cover) : null,
        publishedAt: row.publishedAt,
      },
    ];
  });
}

/** An item's type, category and tags, for matching readers' topics. */
export async function itemFacts(
  db: Database | Transaction,
  id: string,
): Promise<(ItemFacts & { publishedAt: Date | null; locales: NewsletterLanguage[] }) | null> {
  const [row] = await db
    .select({ type: contents.type, publishedAt: contents.publishedAt, status: contents.status })
    .from(contents)
    .where(eq(contents.id, id));
  if (!row) return null;
  // One after the other: a transaction is one connection, and node-postgres refuses (from pg 9) a
  // query sent while another is still running on it.
  const tags = await db.select({ id: contentTags.tagId }).from(contentTags).where(eq(contentTags.contentId, id));
  const filed = await db.select({ id: contentCategories.categoryId }).from(contentCategories).where(eq(contentCategories.contentId, id));
  const translations = await db
    .select({ locale: contentTranslations.locale })
    .from(contentTranslations)
    .where(eq(contentTranslations.contentId, id));
  return {
    id,
    type: row.type,
    categoryIds: filed.map((category) => category.id),
    publishedAt: row.status === 'published' || row.status === 'scheduled' ? row.publishedAt : null,
    tagIds: tags.map((tag) => tag.id),
    locales: translations.map((t) => t.locale as NewsletterLanguage),
  };
}

/** Items that went live in `locale` in (from, to], newest first, at most `limit`. */
export async function itemsPublishedBetween(
  db: Database | Transaction,
  locale: NewsletterLanguage,
  from: Date,
  to: Date,
  limit = 30,
): Promise<ItemFacts[]> {
  const rows = await db
    .select({
      id: contents.id,
      type: contents.type,
      categoryIds: sql<
        string[]
      >`coalesce((select array_agg(${contentCategories.categoryId}) from ${contentCategories} where ${contentCategories.contentId} = ${contents.id}), '{}')`,
      tagIds: sql<
        string[]
      >`coalesce((select array_agg(${contentTags.tagId}) from ${contentTags} where ${contentTags.contentId} = ${contents.id}), '{}')`,
    })
    .from(contents)
    .innerJoin(contentTranslations, and(eq(contentTranslations.contentId, contents.id), eq(contentTranslations.locale, locale)))
    .where(
      and(
        inArray(contents.status, ['published', 'scheduled']),
        isNotNull(contents.publishedAt),
        gt(contents.publishedAt, from),
        lte(contents.publishedAt, to),
      ),
    )
    .orderBy(desc(contents.publishedAt))
    .limit(limit);
  return rows;
}

/** How many of the newest live items the composer offers. */
const CHOICE_COUNT = 40;

/**
 * What the composer offers in `locale`: the newest live items, and the ones the issue already
 * holds though older, so un-ticking one is always possible.
 */
export async function itemChoices(locale: NewsletterLanguage, chosen: readonly string[] = [], db: Database = getDb()): Promise<IssueItemChoice[]> {
  const live = and(inArray(contents.status, ['published', 'scheduled']), lte(contents.publishedAt, new Date()));
  const columns = { id: contents.id, type: contents.type, title: contentTranslations.title, publishedAt: contents.publishedAt };
  const base = () =>
    db
      .select(columns)
      .from(contents)
      .innerJoin(contentTranslations, and(eq(contentTranslations.contentId, contents.id), eq(contentTranslations.locale, locale)));
  const [newest, older] = await Promise.all([
    base().where(live).orderBy(desc(contents.publishedAt), desc(contents.id)).limit(CHOICE_COUNT),
    chosen.length > 0 ? base().where(and(live, inArray(contents.id, [...chosen]))) : Promise.resolve([]),
  ]);
  const byId = new Map([...older, ...newest].map((row) => [row.id, row]));
  return [...byId.values()]
    .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0))
    .map((row) => ({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null }));
}
