import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
    coverId: uuid().references(() => media.id, { onDelete: 'set null' }),
    publishedAt: timestamp({ withTimezone: true }),
    attributes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    likeCount: integer().notNull().default(0),
    saveCount: integer().notNull().default(0),
    checkCount: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list pages: "visible items of a type, newest first" and "most liked first".
    index().on(t.type, t.status, t.publishedAt),
    index().on(t.type, t.likeCount),
    index().on(t.categoryId),
    // The manager's list: "every item of a type, last edited first" (its default sort).
    index().on(t.type, t.updatedAt),
  ],
);

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
    /** normalizePersian(title + excerpt + plain body): what search matches. */
    searchText: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.locale] }),
    unique().on(t.type, t.locale, t.slug),
    index('content_translations_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('content_translations_search_fts_idx').using('gin', sql`to_tsvector('simple', ${t.searchText})`),
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
  },
  // The primary key serves "tags of these items"; the tag index serves the `?tag=` filter.
  (t) => [primaryKey({ columns: [t.contentId, t.tagId] }), index().on(t.tagId)],
);
