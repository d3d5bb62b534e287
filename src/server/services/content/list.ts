import { and, desc, eq, exists, gt, inArray, isNotNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { categoryTranslations, contentCategories, contentListCounts, contentTags, contentTranslations, contents, tagTranslations } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import type { ContentType } from '@/shared/content-types';
import { encodeListCursor, type ListCursor } from '@/shared/schemas/list-cursor';
import { offsetOf, paginationMetaOf, type CursorPaginationMeta, type PaginationMeta } from '@/shared/schemas/pagination';
import { listContentsQuery, type ListContentsInput, type ListContentsQuery } from '@/shared/schemas/content';
import { hydrateItems, selectItems, type ContentListItem } from './items';
import { normalizeQuery, SEARCH_COUNT_CAP, searchMatch } from './search-match';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The category and tag a list is narrowed to, as ids. */
type Facets = { categoryId?: string; tagId?: string };

type TermTable = typeof categoryTranslations | typeof tagTranslations;

/**
 * `?category=` and `?tag=` accept an id or a slug in either language (a shared link keeps
 * working); the slug of the page's language wins when both languages use it. Null: no such term.
 */
async function termId(db: Database, table: TermTable, value: string, locale: Locale): Promise<string | null> {
  if (UUID.test(value)) return value;
  const idColumn = table === categoryTranslations ? categoryTranslations.categoryId : tagTranslations.tagId;
  const [row] = await db
    .select({ id: idColumn })
    .from(table)
    .where(eq(table.slug, value))
    .orderBy(desc(sql`${table.locale} = ${locale}`))
    .limit(1);
  return row?.id ?? null;
}

async function facetsOf(db: Database, query: ListContentsQuery, locale: Locale): Promise<Facets | null> {
  const [categoryId, tagId] = await Promise.all([
    query.category ? termId(db, categoryTranslations, query.category, locale) : undefined,
    query.tag ? termId(db, tagTranslations, query.tag, locale) : undefined,
  ]);
  if (categoryId === null || tagId === null) return null;
  return { categoryId, tagId };
}

type Window = 'visible' | 'scheduled';

/** A list time as a cursor holds it: UTC to the microsecond, as stored. */
function cursorTime(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows after the cursor's in the order `(time, id) DESC`: a range of the listing index, not a skip. */
function afterKey(time: AnyColumn, id: AnyColumn, after: ListCursor | undefined): SQL[] {
  return after ? [sql`(${time}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)`] : [];
}

/** "Filed under this category", as any of its categories (ADR 0032): a probe of the links' primary key. */
export function inCategory(db: Database, categoryId: string, contentId: AnyColumn): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(contentCategories)
      .where(and(eq(contentCategories.contentId, contentId), eq(contentCategories.categoryId, categoryId))),
  );
}

/**
 * A tag's or a category's list: its links' listing index (`content_tags_listing_idx`,
 * `content_categories_listing_idx`) in order, each probing the language's translation; with both
 * facets the tag's index is walked and the category probed.
 */
function linkedIds(db: Database, type: ContentType, locale: Locale, facets: Facets, window: Window, q: string, after?: ListCursor) {
  const links = facets.tagId
    ? { table: contentTags, contentId: contentTags.contentId, type: contentTags.type, listedAt: contentTags.listedAt, term: eq(contentTags.tagId, facets.tagId) }
    : {
        table: contentCategories,
        contentId: contentCategories.contentId,
        type: contentCategories.type,
        listedAt: contentCategories.listedAt,
        term: eq(contentCategories.categoryId, facets.categoryId!),
      };
  const time = window === 'visible' ? lte(links.listedAt, sql`now()`) : gt(links.listedAt, sql`now()`);
  return db
    .select({ id: links.contentId, at: cursorTime(links.listedAt) })
    .from(links.table)
    .innerJoin(contentTranslations, and(eq(contentTranslations.contentId, links.contentId), eq(contentTranslations.locale, locale)))
    .where(
      and(
        links.term,
        eq(links.type, type),
        isNotNull(links.listedAt),
        time,
        ...afterKey(links.listedAt, links.contentId, after),
        ...(facets.tagId && facets.categoryId ? [inCategory(db, facets.categoryId, links.contentId)] : []),
        ...(q ? [searchMatch(q)] : []),
      ),
    )
    .orderBy(desc(links.listedAt), desc(links.contentId))
    .$dynamic();
}

/**
 * The ids of the items a list shows (`visible`: published up to now) or will show once their time
 * comes (`scheduled`), newest first, each with its list time for the next page's cursor. Without
 * a tag or category it reads `content_translations_listing_idx`; with one, that term's links
 * (`linkedIds`). Ties are broken by id, so pages never overlap or skip.
 */
function listedIds(db: Database, type: ContentType, locale: Locale, facets: Facets, window: Window, q: string, after?: ListCursor) {
  if (facets.tagId || facets.categoryId) return linkedIds(db, type, locale, facets, window, q, after);
  const matching = q ? [searchMatch(q)] : [];
  const time = window === 'visible' ? lte(contentTranslations.listedAt, sql`now()`) : gt(contentTranslations.listedAt, sql`now()`);
  return db
    .select({ id: contentTranslations.contentId, at: cursorTime(contentTranslations.listedAt) })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.type, type),
        eq(contentTranslations.locale, locale),
        isNotNull(contentTranslations.listedAt),
        time,
        ...afterKey(contentTranslations.listedAt, contentTranslations.contentId, after),
        ...matching,
      ),
    )
    .orderBy(desc(contentTranslations.listedAt), desc(contentTranslations.contentId))
    .$dynamic();
}

/** The most-liked order walks `contents_liked_listing_idx`, seeking past the cursor's key when there is one. */
function likedIds(db: Database, type: ContentType, locale: Locale, facets: Facets, q: string, after?: ListCursor) {
  const seek = after
    ? [sql`(${contents.likeCount}, ${contents.publishedAt}, ${contents.id}) < (${after.likes ?? 0}::int, ${after.at}::timestamptz, ${after.id}::uuid)`]
    : [];
  return db
    .select({ id: contents.id, at: cursorTime(contents.publishedAt), likes: contents.likeCount })
    .from(contents)
    .innerJoin(contentTranslations, and(eq(contentTranslations.contentId, contents.id), eq(contentTranslations.locale, locale)))
    .where(
      and(
        eq(contents.type, type),
        inArray(contents.status, ['published', 'scheduled']),
        lte(contents.publishedAt, sql`now()`),
        ...seek,
        ...(facets.categoryId ? [inCategory(db, facets.categoryId, contents.id)] : []),
        ...(facets.tagId
          ? [exists(db.select({ one: sql`1` }).from(contentTags).where(and(eq(contentTags.contentId, contents.id), eq(contentTags.tagId, facets.tagId))))]
          : []),
        ...(q ? [searchMatch(q)] : []),
      ),
    )
    .orderBy(desc(contents.likeCount), desc(contents.publishedAt), desc(contents.id))
    .$dynamic();
}

type PageRow = { id: string; at: string; likes?: number };

/**
 * One page's ids in order, each with its sort key. With a cursor the page is a seek past the
 * cursor's key; with a page number alone the earlier rows are skipped (OFFSET, over the index).
 */
async function pageRows(db: Database, type: ContentType, locale: Locale, query: ListContentsQuery, facets: Facets, q: string): Promise<PageRow[]> {
  const rows = query.sort === 'most_liked' ? likedIds(db, type, locale, facets, q, query.after) : listedIds(db, type, locale, facets, 'visible', q, query.after);
  return query.after ? rows.limit(query.per_page) : rows.limit(query.per_page).offset(offsetOf(query));
}

/** How many rows a query yields. */
async function countOf(db: Database, ids: ReturnType<typeof listedIds>): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(ids.as('ids'));
  return row?.total ?? 0;
}

/**
 * How many items the list holds. With at most one facet: the kept counter, less the scheduled
 * items whose time has not come (a short range of the same index). A search, or a category and a
 * tag together, are counted over the index.
 */
async function totalOf(db: Database, type: ContentType, locale: Locale, facets: Facets, q: string): Promise<number> {
  // A search's count stops at SEARCH_COUNT_CAP: an exact count of a common word's matches reads them all.
  // Unordered (`orderBy()` drops the list's order): PostgreSQL then stops at the cap instead of
  // testing every item's document to sort the matches (at 2,000 items 11 ms of the database's time, 5 without).
  if (q) return countOf(db, listedIds(db, type, locale, facets, 'visible', q).orderBy().limit(SEARCH_COUNT_CAP));
  if (facets.categoryId && facets.tagId) return countOf(db, listedIds(db, type, locale, facets, 'visible', q));
  const facet = facets.categoryId ? `c:${facets.categoryId}` : facets.tagId ? `t:${facets.tagId}` : '';
  const [[kept], scheduled] = await Promise.all([
    db
      .select({ total: contentListCounts.total })
      .from(contentListCounts)
      .where(and(eq(contentListCounts.type, type), eq(contentListCounts.locale, locale), eq(contentListCounts.facet, facet))),
    countOf(db, listedIds(db, type, locale, facets, 'scheduled', '')),
  ]);
  return Math.max(0, (kept?.total ?? 0) - scheduled);
}

/** The cursor that opens the page after this one; none on the last page. */
function nextCursorOf(rows: PageRow[], meta: PaginationMeta): string | undefined {
  const last = rows.at(-1);
  if (!last || meta.current_page >= meta.last_page) return undefined;
  return encodeListCursor({ page: meta.current_page + 1, at: last.at, id: last.id, likes: last.likes ?? null });
}

/**
 * One page of visible items of a type in `locale` (only items translated into it), filtered and
 * sorted as the list page asks, with its total. Index-backed whatever the page: the page's ids,
 * then the items, their tags and slugs; the total comes from kept counters. `after` (the
 * previous page's `next_cursor`) seeks the index instead of skipping the earlier rows, so a deep
 * page read that way costs what the first does.
 * `query` may come straight from a URL (strings are coerced); invalid values throw a ZodError.
 */
export function listContents(
  type: ContentType,
  query: ListContentsInput,
  locale: Locale,
  db: Database = getDb(),
): Promise<{ items: ContentListItem[]; meta: CursorPaginationMeta }> {
  return listParsedContents(type, listContentsQuery.parse(query), locale, db);
}

/** `listContents` for a query already parsed (the route validates it to answer 422 itself). */
export async function listParsedContents(
  type: ContentType,
  parsed: ListContentsQuery,
  locale: Locale,
  db: Database = getDb(),
): Promise<{ items: ContentListItem[]; meta: CursorPaginationMeta }> {
  const position = parsed.after ? { ...parsed, page: parsed.after.page } : parsed;
  const facets = await facetsOf(db, parsed, locale);
  if (!facets) return { items: [], meta: paginationMetaOf(position, 0) };
  const q = parsed.q ? normalizeQuery(parsed.q) : '';
  const [rows, total] = await Promise.all([pageRows(db, type, locale, parsed, facets, q), totalOf(db, type, locale, facets, q)]);
  const meta = paginationMetaOf(position, total);
  if (rows.length === 0) return { items: [], meta };
  const ids = rows.map((row) => row.id);
  const items = await selectItems(db, locale).where(inArray(contents.id, ids));
  const order = new Map(ids.map((id, index) => [id, index]));
  items.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const nextCursor = nextCursorOf(rows, meta);
  return { items: await hydrateItems(db, items, locale), meta: nextCursor ? { ...meta, next_cursor: nextCursor } : meta };
}
