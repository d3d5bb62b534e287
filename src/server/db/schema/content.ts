import { sql } from 'drizzle-orm';
import { boolean, customType, index, type AnyPgColumn, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { contentStatuses, contentTypeNames } from '@/shared/content-types';
import { users } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { media } from './media';
import { categories, tags } from './taxonomy';

/** One row per item of any of the seven types; the typed attributes are validated by the registry. */
export const contents = pgTable(
  'contents',
  {
    id: id(),
    type: text({ enum: contentTypeNames }).notNull(),
    status: text({ enum: contentStatuses }).notNull().default('draft'),
    categoryId: uuid().references(() => categories.id, { onDelete: 'set null' }),
    // An author's item outlives the author's account.
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
  /** The author's name as the source gave it, for an imported item whose author has no account here. */
  byline: text(),
  /** Shown first on its list while true (WordPress's sticky posts). */
  isSticky: boolean().notNull().default(false),
    coverId: uuid().references(() => media.id, { onDelete: 'set null' }),
    /** The item of the same type it hangs under (a WordPress page's parent page), shown in its breadcrumbs. */
    parentId: uuid().references((): AnyPgColumn => contents.id, { onDelete: 'set null' }),
    publishedAt: timestamp({ withTimezone: true }),
    attributes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    likeCount: integer().notNull().default(0),
    saveCount: integer().notNull().default(0),
    checkCount: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    /** The approved comments in each language: a page lists its own language's, and counts those. */
    commentCountFa: integer().notNull().default(0),
    commentCountEn: integer().notNull().default(0),
    /** Counts the item's writes; an edit form sends the one it started from (ADR 0019). */
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list pages: "visible items of a type, newest first" and "most liked first".
    index().on(t.type, t.status, t.publishedAt),
    // "Most liked first" among visible items, deep pages included.
    index('contents_liked_listing_idx')
      .on(t.type, t.likeCount.desc(), t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} in ('published', 'scheduled')`),
    index().on(t.categoryId),
    index('contents_parent_id_index').on(t.parentId).where(sql`${t.parentId} is not null`),
    // The manager's list: "every item of a type, last edited first" (its default sort).
    index().on(t.type, t.updatedAt),
  ],
);

/** A tsvector, written as its literal text (the search index builds it, not to_tsvector). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The text of an item in one language. `type` is copied here so slugs are unique per type and language. */
export const contentTranslations = pgTable(
  'content_translations',
  {
    contentId: uuid()
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    locale: text().notNull(),
    type: text({ enum: contentTypeNames }).notNull(),
    slug: text().notNull(),
    title: text().notNull(),
    excerpt: text().notNull().default(''),
    /** Sanitized HTML: never stored unsanitized. */
    body: text().notNull().default(''),
    seoTitle: text(),
    seoDescription: text(),
    /** normalizePersian(title + excerpt + plain body): what the manager's substring filter matches. */
    searchText: text().notNull().default(''),
    /**
     * A copy of the item's publication time while published or scheduled (else null), kept by
     * database triggers (migration 0012): it lets one index per language serve a list's order and
     * deep pages. A category's list reads `content_categories` instead (ADR 0032).
     */
    listedAt: timestamp({ withTimezone: true }),
    /** normalizePersian(title): what typo-tolerant title matching compares trigrams with. */
    searchTitle: text().notNull().default(''),
    /** The stored search document (services/content/search-index); null until indexed. */
    searchVector: tsvector(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.locale] }),
    index('content_translations_listing_idx')
      .on(t.type, t.locale, t.listedAt.desc(), t.contentId.desc())
      .where(sql`${t.listedAt} is not null`),
    unique().on(t.type, t.locale, t.slug),
    index('content_translations_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Without a pending list (fastupdate): PGlite has no autovacuum to merge one, and a search
    // that scans a long pending list is as slow as one without the index.
    index('content_translations_search_vector_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    index('content_translations_search_title_trgm_idx').using('gin', t.searchTitle.op('gin_trgm_ops')).with({ fastupdate: false }),
    // A title's own words (the document's weight A), for suggestions as a reader types: the index
    // alone decides a match, where matching weight A in the whole document read each candidate's
    // document out of TOAST.
    index('content_translations_title_words_idx')
      .using('gin', sql`ts_filter(${t.searchVector}, '{a}')`)
      .with({ fastupdate: false }),
    // An exact title, for search's "titled as the query first": the trigram index answers `=` too,
    // but for a common word by walking every title that shares its trigrams.
    index('content_translations_search_title_hash_idx').using('hash', t.searchTitle),
  ],
);

export const contentTags = pgTable(
  'content_tags',
  {
    contentId: uuid()
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    /** Copies of the item's type and list position, kept by triggers like the translation's. */
    type: text({ enum: contentTypeNames }),
    listedAt: timestamp({ withTimezone: true }),
  },
  // The primary key serves "tags of these items"; the listing index serves a tag's list, newest first.
  (t) => [
    primaryKey({ columns: [t.contentId, t.tagId] }),
    index().on(t.tagId),
    index('content_tags_listing_idx')
      .on(t.tagId, t.type, t.listedAt.desc(), t.contentId.desc())
      .where(sql`${t.listedAt} is not null`),
  ],
);

/**
 * Every category of an item, its primary one (`contents.category_id`) included (ADR 0032): what a
 * category's list reads, so an item is listed under each of its categories. Written by the
 * content services beside `contents.category_id`, as `content_tags` is beside the tag ids.
 */
export const contentCategories = pgTable(
  'content_categories',
  {
    contentId: uuid()
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** Copies of the item's type and list position, kept by triggers (migration 0033) like the tags'. */
    type: text({ enum: contentTypeNames }),
    listedAt: timestamp({ withTimezone: true }),
  },
  // The primary key serves "categories of these items"; the listing index a category's list, newest first.
  (t) => [
    primaryKey({ columns: [t.contentId, t.categoryId] }),
    index().on(t.categoryId),
    index('content_categories_listing_idx')
      .on(t.categoryId, t.type, t.listedAt.desc(), t.contentId.desc())
      .where(sql`${t.listedAt} is not null`),
  ],
);

/**
 * How many translations are listed (published or scheduled) per type and language, overall
 * (`facet` ''), per category (`c:{id}`, in each of the item's categories) and per tag (`t:{id}`).
 * Kept by triggers in the writing transaction, so a list's total is one key lookup instead of a
 * count over the table.
 */
export const contentListCounts = pgTable(
  'content_list_counts',
  {
    type: text().notNull(),
    locale: text().notNull(),
    facet: text().notNull(),
    total: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.locale, t.facet] })],
);
