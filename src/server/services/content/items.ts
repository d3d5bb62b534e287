import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import {
  categoryTranslations,
  contentCategories,
  contentTags,
  contentTranslations,
  contents,
  media,
  tagTranslations,
  users,
  type MediaVariant,
} from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { attributesForLocale, type AttributesView, type ContentType } from '@/shared/content-types';
import { mediaUrl } from '@/server/services/media/urls';
import { commentCountIn } from './comments';
import { isVisible } from './visibility';
import { personColumns, type PersonJson } from './people';

export type MediaJson = {
  id: string;
  url: string;
  mime: string;
  width: number | null;
  height: number | null;
  alt: string | null;
  variants: { width: number; height: number; url: string }[];
};

export type TermJson = { id: string; name: string; slug: string };

/** A content item as lists show it (ARCHITECTURE §4). */
export type ContentListItem<T extends ContentType = ContentType> = {
  id: string;
  type: T;
  slug: string;
  title: string;
  excerpt: string;
  cover: MediaJson | null;
  category: TermJson | null;
  tags: TermJson[];
  published_at: string | null;
  /** The type's attributes, with per-language texts in the request's language. */
  attributes: AttributesView[T];
  counts: { likes: number; saves: number; checks: number; comments: number };
  /** The slug of each language the item exists in, for the language switch. */
  translations: Partial<Record<Locale, string>>;
};

/** A content item as its detail page shows it: the list shape plus body and SEO fields. */
export type ContentDetail<T extends ContentType = ContentType> = ContentListItem<T> & {
  locale: Locale;
  body: string;
  seo_title: string | null;
  seo_description: string | null;
  author_id: string | null;
  /** The author's public name and avatar; null for items without an author. */
  author: PersonJson | null;
  /** The name an imported item was signed with when its author has no account here. */
  byline: string | null;
  /** Every category it is listed under (ADR 0032), its primary `category` first, then by name. */
  categories: TermJson[];
  /** The visible items of its type it hangs under, the topmost first: its breadcrumbs. */
  parents: ParentJson[];
  updated_at: string;
  related: ContentListItem[];
};

const categoryText = alias(categoryTranslations, 'category_text');
// Written out in full: in a select's own subqueries drizzle names a column without its table.
const itemId = sql.raw('"contents"."id"');

/** Columns every item query selects; detail queries add the body and SEO fields. */
function itemColumns(locale: Locale) {
  return {
    id: contents.id,
    type: contents.type,
    publishedAt: contents.publishedAt,
    updatedAt: contents.updatedAt,
    authorId: contents.authorId,
    attributes: contents.attributes,
    likeCount: contents.likeCount,
    saveCount: contents.saveCount,
    checkCount: contents.checkCount,
    // The page lists its own language's comments: its count is of those.
    commentCount: commentCountIn(locale),
    slug: contentTranslations.slug,
    title: contentTranslations.title,
    excerpt: contentTranslations.excerpt,
    categoryId: contents.categoryId,
    categoryName: categoryText.name,
    categorySlug: categoryText.slug,
    cover: {
      id: media.id,
      path: media.path,
      mime: media.mime,
      width: media.width,
      height: media.height,
      alt: media.alt,
      variants: media.variants,
    },
  };
}

/**
 * The one query shape behind lists, search, related items and compare: an item joined with its
 * text in `locale`, its category's name and its cover, in a single round trip.
 */
export function selectItems(db: SelectSource, locale: Locale) {
  return selectItemsWith(db, locale, {});
}

/** What an item query starts from: the database, or the database with a statement's common table expressions (`db.with(…)`). */
type SelectSource = Pick<Database, 'select'>;

/** `selectItems` with more columns computed alongside (a window total, say). */
export function selectItemsWith<Extra extends Record<string, SQL.Aliased | SQL>>(db: SelectSource, locale: Locale, extra: Extra) {
  return db
    .select({ ...itemColumns(locale), ...extra })
    .from(contents)
    .innerJoin(contentTranslations, and(eq(contentTranslations.contentId, contents.id), eq(contentTranslations.locale, locale)))
    .leftJoin(categoryText, and(eq(categoryText.categoryId, contents.categoryId), eq(categoryText.locale, locale)))
    .leftJoin(media, eq(media.id, contents.coverId));
}

export function selectDetail(db: Database, locale: Locale) {
  return db
    .select({
      ...itemColumns(locale),
      body: contentTranslations.body,
      seoTitle: contentTranslations.seoTitle,
      seoDescription: contentTranslations.seoDescription,
      author: personColumns(),
      byline: contents.byline,
      parentId: contents.parentId,
    })
    .from(contents)
    .innerJoin(contentTranslations, and(eq(contentTranslations.contentId, contents.id), eq(contentTranslations.locale, locale)))
    .leftJoin(categoryText, and(eq(categoryText.categoryId, contents.categoryId), eq(categoryText.locale, locale)))
    .leftJoin(media, eq(media.id, contents.coverId))
    .leftJoin(users, eq(users.id, contents.authorId));
}

/** Every category of one item with a name in `locale`: its primary one first, the others by name. */
export async function categoriesOf(db: Database, contentId: string, primary: string | null, locale: Locale): Promise<TermJson[]> {
  const rows = await db
    .select({ id: categoryTranslations.categoryId, name: categoryTranslations.name, slug: categoryTranslations.slug })
    .from(contentCategories)
    .innerJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, contentCategories.categoryId), eq(categoryTranslations.locale, locale)))
    .where(eq(contentCategories.contentId, contentId))
    .orderBy(categoryTranslations.name);
  return [...rows.filter((row) => row.id === primary), ...rows.filter((row) => row.id !== primary)];
}

export type ParentJson = { slug: string; title: string };

/** How far up the chain of parents a page's breadcrumbs reach (WordPress sets no limit; a reader needs few). */
const MAX_PARENTS = 8;

/**
 * The items up the chain from an item's `parentId` that a reader can open in `locale`, the topmost
 * first: one walk up the chain, bounded, so even a loop written around the services ends.
 */
export async function parentsOf(db: Database, parentId: string | null, type: ContentType, locale: Locale): Promise<ParentJson[]> {
  // Most items hang under nothing: no query for them.
  if (!parentId) return [];
  const { rows } = await db.execute<ParentJson>(sql`
    with recursive chain (id, depth) as (
      select ${parentId}::uuid, 1
      union all
      select c.parent_id, chain.depth + 1 from chain join contents c on c.id = chain.id
      where c.parent_id is not null and chain.depth < ${MAX_PARENTS}
    )
    select t.slug, t.title from chain
    join contents on contents.id = chain.id and contents.type = ${type}
    join content_translations t on t.content_id = contents.id and t.locale = ${locale}
    where ${isVisible()}
    order by chain.depth desc`);
  return rows.map(({ slug, title }) => ({ slug, title }));
}

export type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['where']>>[number];

export function toMediaJson(row: {
  id: string | null;
  path: string | null;
  mime: string | null;
  width: number | null;
  height: number | null;
  alt: string | null;
  variants: MediaVariant[] | null;
} | null): MediaJson | null {
  if (!row?.id || !row.path || !row.mime) return null;
  return {
    id: row.id,
    url: mediaUrl(row.path),
    mime: row.mime,
    width: row.width,
    height: row.height,
    alt: row.alt,
    variants: (row.variants ?? []).map((variant) => ({ width: variant.width, height: variant.height, url: mediaUrl(variant.path) })),
  };
}

/** What an item shows beside its own row: its tags in `locale` and its slug in every language. */
type RelatedOfItem = { tags: TermJson[]; translations: Partial<Record<Locale, string>> };

/**
 * An item's tags and other languages' slugs as columns of a statement over `contents`: the
 * database builds their JSON (cheaper than a round trip per item, or rows to group here).
 */
export function relatedColumns(locale: Locale) {
  return {
    tags: sql<TermJson[]>`coalesce((select json_agg(json_build_object('id', tt.tag_id, 'name', tt.name, 'slug', tt.slug) order by tt.name) from ${contentTags} ct inner join ${tagTranslations} tt on tt.tag_id = ct.tag_id and tt.locale = ${locale} where ct.content_id = ${itemId}), '[]'::json)`,
    translations: sql<Partial<Record<Locale, string>>>`(select json_object_agg(t.locale, t.slug) from ${contentTranslations} t where t.content_id = ${itemId})`,
  };
}

/**
 * Turns item rows into the JSON shape, loading the tags and the other languages' slugs of all
 * rows at once: one query whatever the number of rows (no N+1).
 */
export async function hydrateItems(db: Database, rows: ItemRow[], locale: Locale): Promise<ContentListItem[]> {
  if (rows.length === 0) return [];
  // One statement for both (each item's tags and its slug in every language): a round trip
  // costs more CPU here than building the JSON does in the database.
  const related = await db
    .select({ id: contents.id, ...relatedColumns(locale) })
    .from(contents)
    .where(inArray(contents.id, rows.map((row) => row.id)));
  const relatedOf = new Map(related.map((row) => [row.id, row]));
  return rows.map((row) => toListItem(row, relatedOf.get(row.id), locale));
}

/** An item row and what shows beside it as the list shape. */
export function toListItem(row: ItemRow, related: RelatedOfItem | undefined, locale: Locale): ContentListItem {
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover: toMediaJson(row.cover),
    category:
      row.categoryId && row.categoryName && row.categorySlug
        ? { id: row.categoryId, name: row.categoryName, slug: row.categorySlug }
        : null,
    tags: related?.tags ?? [],
    published_at: row.publishedAt?.toISOString() ?? null,
    attributes: attributesForLocale(row.type, row.attributes, locale),
    counts: { likes: row.likeCount, saves: row.saveCount, checks: row.checkCount, comments: row.commentCount },
    translations: related?.translations ?? {},
  };
}
