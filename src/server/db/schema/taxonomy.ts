import { index, integer, pgTable, primaryKey, text, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Categories are shared by every content type; names and slugs are per language. */
export const categories = pgTable('categories', {
  id: id(),
  /** A sub-category's parent (WordPress's hierarchy kept on import); lists stay flat. */
  parentId: uuid().references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
  position: integer().notNull().default(0),
  createdAt: createdAt(),
});

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: text().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
  },
  // `?category=` accepts a slug in either language, so slugs are also indexed on their own.
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] }), unique().on(t.locale, t.slug), index().on(t.slug)],
);

export const tags = pgTable('tags', {
  id: id(),
  createdAt: createdAt(),
});

export const tagTranslations = pgTable(
  'tag_translations',
  {
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    locale: text().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.locale] }), unique().on(t.locale, t.slug), index().on(t.slug)],
);
