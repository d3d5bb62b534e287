import { and, asc, count, desc, eq, exists, gt, inArray, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { categoryTranslations, contentTranslations, contents, media } from '@/server/db/schema';
import { inCategory } from '@/server/services/content/list';
import { normalizeQuery } from '@/server/services/content/search-match';
import { mediaUrl } from '@/server/services/media/urls';
import type { Locale } from '@/i18n/locales';
import type { ContentStatus, ContentType } from '@/shared/content-types';
import { statusReadersSee } from '@/shared/publishing';
import type { ManagerContentListQuery, ManagerContentRow } from '@/shared/schemas/manager-content';
import { offsetOf, paginationMetaOf, type PaginationMeta } from '@/shared/schemas/pagination';

function hasLanguage(db: Database, locale: Locale): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(contentTranslations)
      .where(and(eq(contentTranslations.contentId, contents.id), eq(contentTranslations.locale, locale))),
  );
}

function lacksLanguage(db: Database, locale: Locale): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(contentTranslations)
      .where(and(eq(contentTranslations.contentId, contents.id), eq(contentTranslations.locale, locale))),
  );
}

/** Substring match on either language's normalized search text (a manager looks for a title they know). */
function matchesQuery(db: Database, q: string): SQL {
  const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return exists(
    db
      .select({ one: sql`1` })
      .from(contentTranslations)
      .where(and(eq(contentTranslations.contentId, contents.id), sql`${contentTranslations.searchText} like ${pattern}`)),
  );
}

/**
 * The rows whose status is `status` as readers see it now (shared/publishing.ts): published or
 * scheduled by whether the date has come, whichever of the two is stored.
 */
function hasStatus(status: ContentStatus): SQL {
  if (status !== 'published' && status !== 'scheduled') return eq(contents.status, status);
  const dated = status === 'scheduled' ? gt(contents.publishedAt, sql`now()`) : lte(contents.publishedAt, sql`now()`);
  return and(inArray(contents.status, ['published', 'scheduled']), or(dated, and(isNull(contents.publishedAt), eq(contents.status, status))))!;
}

/**
 * One page of the manager's list of `type`: every status, both languages, searchable and filtered
 * by status, category and language completeness. Three queries: count, page, texts of the page.
 * A row's status is the one readers see now: a published row dated ahead is listed as scheduled,
 * a scheduled one whose time has come as published.
 */
export async function listManagedContents(
  type: ContentType,
  query: ManagerContentListQuery,
  locale: Locale,
  db: Database = getDb(),
): Promise<{ data: ManagerContentRow[]; meta: PaginationMeta }> {
  const conditions: SQL[] = [eq(contents.type, type)];
  if (query.status) conditions.push(hasStatus(query.status));
  // Filed under it as its primary category or as an extra one (ADR 0032), as the public list has it.
  if (query.category) conditions.push(inCategory(db, query.category, contents.id));
  if (query.language === 'fa_only') conditions.push(hasLanguage(db, 'fa'), lacksLanguage(db, 'en'));
  if (query.language === 'en_only') conditions.push(hasLanguage(db, 'en'), lacksLanguage(db, 'fa'));
  if (query.language === 'both') conditions.push(hasLanguage(db, 'fa'), hasLanguage(db, 'en'));
  const q = query.q ? normalizeQuery(query.q) : '';
  if (q) conditions.push(matchesQuery(db, q));
  const where = and(...conditions);

  const titleInLocale = db
    .select({ title: contentTranslations.title })
    .from(contentTranslations)
    .where(eq(contentTranslations.contentId, contents.id))
    .orderBy(sql`${contentTranslations.locale} = ${locale} desc`)
    .limit(1);
  const order = {
    updated: [desc(contents.updatedAt), desc(contents.id)],
    newest: [desc(contents.createdAt), desc(contents.id)],
    oldest: [asc(contents.createdAt), asc(contents.id)],
    title: [sql`(${titleInLocale}) asc`, asc(contents.id)],
  }[query.sort];

  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(contents).where(where),
    db
      .select({
        id: contents.id,
        type: contents.type,
        status: contents.status,
        categoryId: contents.categoryId,
        coverPath: media.path,
        publishedAt: contents.publishedAt,
        updatedAt: contents.updatedAt,
      })
      .from(contents)
      .leftJoin(media, eq(media.id, contents.coverId))
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset(offsetOf(query)),
  ]);

  const ids = rows.map((row) => row.id);
  const categoryIds = [...new Set(rows.flatMap((row) => (row.categoryId ? [row.categoryId] : [])))];
  const [texts, names] = await Promise.all([
    ids.length
      ? db
          .select({ contentId: contentTranslations.contentId, locale: contentTranslations.locale, title: contentTranslations.title })
          .from(contentTranslations)
          .where(inArray(contentTranslations.contentId, ids))
      : [],
    categoryIds.length
      ? db
          .select({ id: categoryTranslations.categoryId, locale: categoryTranslations.locale, name: categoryTranslations.name })
          .from(categoryTranslations)
          .where(inArray(categoryTranslations.categoryId, categoryIds))
      : [],
  ]);

  const inLocale = <T extends { locale: string }>(list: T[]): T | undefined => list.find((row) => row.locale === locale) ?? list[0];
  const data = rows.map((row): ManagerContentRow => {
    const own = texts.filter((text) => text.contentId === row.id);
    const categoryNames = names.filter((name) => name.id === row.categoryId);
    return {
      id: row.id,
      type: row.type,
      status: statusReadersSee(row.status, row.publishedAt),
      title: inLocale(own)?.title ?? '',
      languages: (['fa', 'en'] as const).filter((lang) => own.some((text) => text.locale === lang)),
      category: row.categoryId ? { id: row.categoryId, name: inLocale(categoryNames)?.name ?? '' } : null,
      cover_url: row.coverPath ? mediaUrl(row.coverPath) : null,
      published_at: row.publishedAt?.toISOString() ?? null,
      updated_at: row.updatedAt.toISOString(),
    };
  });
  return { data, meta: paginationMetaOf(query, totals[0]?.total ?? 0) };
}
