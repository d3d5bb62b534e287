import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { contentTranslations, contents } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { isLocale, type Locale } from '@/i18n/locales';
import type { ContentType } from '@/shared/content-types';
import { categoriesOf, hydrateItems, parentsOf, selectDetail, selectItems, type ContentDetail } from './items';
import { toPerson } from './people';
import { isVisible } from './visibility';

const RELATED_COUNT = 4;

/**
 * A visible item by its slug in `locale`, with its body, SEO fields, the other language's slug
 * (for the language switch) and related items of the same type, the same category first.
 * Throws NotFoundError for unknown, unpublished or not-yet-scheduled items.
 */
export async function getContentBySlug(
  type: ContentType,
  slug: string,
  locale: Locale,
  db: Database = getDb(),
): Promise<ContentDetail> {
  return detailWhere(and(eq(contents.type, type), eq(contentTranslations.slug, slug), isVisible())!, locale, db);
}

/**
 * The detail of the one item `where` picks, in `locale`, as its public page shows it; related items
 * are always visible ones. A preview link (ADR 0020) picks an item readers cannot see yet.
 */
export async function detailWhere(where: SQL, locale: Locale, db: Database = getDb()): Promise<ContentDetail> {
  const [row] = await selectDetail(db, locale).where(where).limit(1);
  if (!row) throw new NotFoundError();
  const type = row.type;

  const [related, categories, parents] = await Promise.all([
    selectItems(db, locale)
      .where(and(eq(contents.type, type), ne(contents.id, row.id), isVisible()))
      .orderBy(
        row.categoryId ? desc(sql`coalesce(${contents.categoryId} = ${row.categoryId}, false)`) : desc(contents.publishedAt),
        desc(contents.publishedAt),
      )
      .limit(RELATED_COUNT),
    categoriesOf(db, row.id, row.categoryId, locale),
    parentsOf(db, row.parentId, type, locale),
  ]);

  const [item, ...relatedItems] = await hydrateItems(db, [row, ...related], locale);
  if (!item) throw new NotFoundError();
  return {
    ...item,
    locale,
    body: row.body,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    author_id: row.authorId,
    author: toPerson(row.author),
    byline: row.byline,
    categories,
    parents,
    updated_at: row.updatedAt.toISOString(),
    related: relatedItems,
  };
}

/** The id of a visible item by its slug in `locale` (comments hang on the id); 404 otherwise. */
export async function visibleContentId(type: ContentType, slug: string, locale: Locale, db: Database = getDb()): Promise<string> {
  const [row] = await db
    .select({ id: contents.id })
    .from(contents)
    .innerJoin(contentTranslations, eq(contentTranslations.contentId, contents.id))
    .where(and(eq(contents.type, type), eq(contentTranslations.locale, locale), eq(contentTranslations.slug, slug), isVisible()))
    .limit(1);
  if (!row) throw new NotFoundError();
  return row.id;
}

export type ItemTranslation = { locale: Locale; slug: string; title: string };

/**
 * The languages a visible item is written in, found by the slug it has in any language: what an
 * address that names no item in its own language shows instead of a bare 404 (ADR 0029), such as
 * a Persian address of an English-only item. Empty when the slug names no visible item at all.
 */
export async function itemTranslationsBySlug(type: ContentType, slug: string, db: Database = getDb()): Promise<ItemTranslation[]> {
  const matched = db
    .select({ id: contents.id })
    .from(contents)
    .innerJoin(contentTranslations, eq(contentTranslations.contentId, contents.id))
    .where(and(eq(contents.type, type), eq(contentTranslations.slug, slug), isVisible()))
    .limit(1);
  const rows = await db
    .select({ locale: contentTranslations.locale, slug: contentTranslations.slug, title: contentTranslations.title })
    .from(contentTranslations)
    .where(inArray(contentTranslations.contentId, matched))
    .orderBy(contentTranslations.locale);
  return rows.filter((row): row is ItemTranslation => isLocale(row.locale));
}
