/**
 * Fills a database with a generated library, fast: multi-row INSERTs of a few hundred items per
 * transaction, through the same tables the services write. Every derived column an item needs is
 * filled in `itemRows`, with the services' own helpers, so a new derived column (a stored search
 * vector, a counter) is added there once.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { contentCategories, contentTags, contentTranslations, contents } from '@/server/db/schema';
import { systemWriter } from '@/server/services/context';
import { createManagedTerm } from '@/server/services/manager-content';
import { markSearchIndexCurrent } from '@/server/seed';
import { termWriteSchema } from '@/shared/schemas/manager-content';
import { searchFieldsOf } from '@/server/services/content/search-index';
import { withComputedAttributes } from '@/server/services/content/write-helpers';
import { isVisible } from '@/server/services/content/visibility';
import type { ContentType } from '@/shared/content-types';
import { slugify } from '@/shared/text/normalize';
import { generateItem, termNames, type GeneratedItem, type Language, type LibraryShape } from './corpus';

const BATCH = 200;
const languages: Language[] = ['fa', 'en'];

type Terms = { categoryIds: string[]; tagIds: string[] };

/** The rows one generated item becomes: its content row, one translation per language, its category link and its tags. */
export function itemRows(item: GeneratedItem, terms: Terms) {
  const id = randomUUID();
  const content = {
    id,
    type: item.type,
    status: 'published',
    categoryId: terms.categoryIds[item.categoryIndex] ?? null,
    publishedAt: item.publishedAt,
    attributes: withComputedAttributes(
      item.type,
      item.attributes,
      languages.map((language) => item.translations[language].body),
    ),
    likeCount: item.likes,
    saveCount: Math.round(item.likes / 3),
    checkCount: Math.round(item.likes / 2),
    createdAt: item.publishedAt,
    updatedAt: item.publishedAt,
  } satisfies typeof contents.$inferInsert;
  const translations = languages.map((locale) => {
    const text = item.translations[locale];
    return {
      contentId: id,
      locale,
      type: item.type,
      // The index keeps generated titles that happen to repeat on distinct slugs.
      slug: `${slugify(text.title)}-${item.index + 1}`,
      title: text.title,
      excerpt: text.excerpt,
      body: text.body,
      ...searchFieldsOf(text.title, text.excerpt, text.body),
    } satisfies typeof contentTranslations.$inferInsert;
  });
  const tags = item.tagIndexes.flatMap((tagIndex) => {
    const tagId = terms.tagIds[tagIndex];
    return tagId ? [{ contentId: id, tagId }] : [];
  });
  // A category's list reads the links (ADR 0032), the primary category's included.
  const categories = content.categoryId ? [{ contentId: id, categoryId: content.categoryId }] : [];
  return { content, translations, categories, tags };
}

async function createTerms(db: Database, shape: LibraryShape): Promise<Terms> {
  const by = systemWriter();
  const categoryIds: string[] = [];
  for (const [position, names] of termNames(shape.categories, 7).entries()) {
    const input = termWriteSchema.parse({ position, translations: { fa: { name: names.fa }, en: { name: names.en } } });
    categoryIds.push((await createManagedTerm({ kind: 'categories', input, by }, db)).id);
  }
  const tagIds: string[] = [];
  for (const names of termNames(shape.tags, 11)) {
    const input = termWriteSchema.parse({ translations: { fa: { name: names.fa }, en: { name: names.en } } });
    tagIds.push((await createManagedTerm({ kind: 'tags', input, by }, db)).id);
  }
  return { categoryIds, tagIds };
}

/**
 * Runs `load` with the GIN indexes of the translations set aside, then builds them again: one
 * index build over the loaded rows costs a fraction of updating a trigram index row by row, which
 * is what made a bulk load take minutes. The definitions are read from the catalog, so indexes
 * added later by a migration are handled the same way.
 */
async function withGinIndexesDeferred(db: Database, load: () => Promise<void>): Promise<void> {
  const { rows } = await db.execute<{ indexname: string; indexdef: string }>(
    sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'content_translations' and indexdef ilike '% using gin %'`,
  );
  for (const row of rows) await db.execute(sql.raw(`drop index "${row.indexname}"`));
  try {
    await load();
  } finally {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      for (const row of rows) await tx.execute(sql.raw(row.indexdef));
    });
  }
}

/** Writes `shape.items` generated items; `onProgress` hears the running total after each batch. */
export async function seedLibrary(db: Database, shape: LibraryShape, onProgress?: (done: number) => void): Promise<void> {
  const terms = await createTerms(db, shape);
  await withGinIndexesDeferred(db, () => insertItems(db, shape, terms, onProgress));
  await markSearchIndexCurrent(db);
  // Measured as a live site runs: with planner statistics, which autovacuum would gather on
  // PostgreSQL some time after a bulk load (and the start gathers on PGlite).
  await db.execute(sql`analyze`);
}

async function insertItems(db: Database, shape: LibraryShape, terms: Terms, onProgress?: (done: number) => void): Promise<void> {
  for (let start = 0; start < shape.items; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, shape.items - start) }, (_, n) => itemRows(generateItem(start + n, shape), terms));
    await db.transaction(async (tx) => {
      await tx.insert(contents).values(rows.map((row) => row.content));
      await tx.insert(contentTranslations).values(rows.flatMap((row) => row.translations));
      const categories = rows.flatMap((row) => row.categories);
      if (categories.length > 0) await tx.insert(contentCategories).values(categories);
      const tags = rows.flatMap((row) => row.tags);
      if (tags.length > 0) await tx.insert(contentTags).values(tags);
    });
    onProgress?.(start + rows.length);
  }
}

export async function libraryItemCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contents);
  return row?.total ?? 0;
}

export type DetailPage = { type: ContentType; locale: Language; slug: string };

export type BenchTargets = {
  /** Published detail pages, newest first, both languages (posts have no detail page). */
  detailPages: DetailPage[];
  /** Ids of published articles a benchmark user saves. */
  articleIds: string[];
  /** Visible articles translated into Persian: the size of `/api/articles` for a fa request. */
  faArticles: number;
};

/** What the load needs to know about the library, read before the server takes the database. */
export async function readTargets(db: Database, { detailPages }: { detailPages: number }): Promise<BenchTargets> {
  const pages = await db
    .select({ type: contentTranslations.type, locale: contentTranslations.locale, slug: contentTranslations.slug })
    .from(contentTranslations)
    .innerJoin(contents, eq(contents.id, contentTranslations.contentId))
    .where(and(isVisible(), ne(contents.type, 'posts')))
    .orderBy(desc(contents.publishedAt), desc(contents.id), contentTranslations.locale)
    .limit(detailPages);
  const articles = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(isVisible(), eq(contents.type, 'articles')))
    .orderBy(desc(contents.publishedAt))
    .limit(20);
  const [fa] = await db
    .select({ total: count() })
    .from(contents)
    .innerJoin(contentTranslations, and(eq(contentTranslations.contentId, contents.id), eq(contentTranslations.locale, 'fa')))
    .where(and(isVisible(), eq(contents.type, 'articles')));
  return {
    detailPages: pages.map((page) => ({ ...page, locale: page.locale as Language })),
    articleIds: articles.map((article) => article.id),
    faArticles: fa?.total ?? 0,
  };
}
