import { and, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Database } from '@/server/db/client';
import { contentCategories, contentTags, contentTranslations, contents } from '@/server/db/schema';
import { deleteContent, listContents, updateContent } from '@/server/services/content';
import type { ListContentsInput } from '@/shared/schemas/content';
import { systemWriter } from '@/server/services/context';
import { makeCategory, makeItem, makeTag } from '../support/content-fixtures';

type Query = { sql: string; params: unknown[] };
type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; 'Index Cond'?: string; Plans?: PlanNode[] };

/** Rebuilds a captured statement as Drizzle SQL, its `$n` placeholders bound to the same values. */
function rebuild({ sql: text, params }: Query): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)));
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/**
 * The plans of the list queries `listContents` runs (those reading the list position or the kept
 * counts), with sequential scans priced out as on a large table: a test table is small enough
 * that the planner would rightly scan it.
 */
async function listPlans(input: ListContentsInput, locale: 'fa' | 'en' = 'en'): Promise<PlanNode[][]> {
  const db = getDb();
  const session = (db as unknown as { session: { prepareQuery: (query: Query, ...rest: unknown[]) => unknown } }).session;
  const original = session.prepareQuery;
  const captured: Query[] = [];
  session.prepareQuery = function (this: unknown, query: Query, ...rest: unknown[]) {
    captured.push(query);
    return original.call(this, query, ...rest);
  };
  try {
    await listContents('articles', input, locale);
  } finally {
    session.prepareQuery = original;
  }
  const listQueries = captured.filter((query) => /listed_at|content_list_counts|"like_count" desc/.test(query.sql));
  expect(listQueries.length).toBeGreaterThan(0);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const plans: PlanNode[][] = [];
    for (const query of listQueries) {
      const result = await tx.execute(sql`explain (format json) ${rebuild(query)}`);
      const [row] = (result as unknown as { rows: { 'QUERY PLAN': unknown }[] }).rows;
      const document = typeof row!['QUERY PLAN'] === 'string' ? JSON.parse(row!['QUERY PLAN']) : row!['QUERY PLAN'];
      plans.push(nodesOf((document as { Plan: PlanNode }[])[0]!.Plan));
    }
    return plans;
  });
}

function indexesOf(plans: PlanNode[][]): string[] {
  return plans.flat().flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));
}

function sortsOf(plans: PlanNode[][]): PlanNode[] {
  return plans.flat().filter((node) => node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort');
}

/** What a list must hold, computed the slow, obvious way. */
async function expectedIds(db: Database, locale: 'fa' | 'en', filter: { categoryId?: string; tagId?: string } = {}): Promise<string[]> {
  const rows = await db
    .select({ id: contents.id, publishedAt: contents.publishedAt })
    .from(contents)
    .innerJoin(contentTranslations, and(eq(contentTranslations.contentId, contents.id), eq(contentTranslations.locale, locale)))
    .where(and(eq(contents.type, 'articles'), inArray(contents.status, ['published', 'scheduled']), isNotNull(contents.publishedAt), lte(contents.publishedAt, sql`now()`)));
  const tagged = filter.tagId
    ? new Set((await db.select({ id: contentTags.contentId }).from(contentTags).where(eq(contentTags.tagId, filter.tagId))).map((row) => row.id))
    : null;
  // Filed under the category as its primary one or as an extra.
  const filed = filter.categoryId
    ? new Set((await db.select({ id: contentCategories.contentId }).from(contentCategories).where(eq(contentCategories.categoryId, filter.categoryId))).map((row) => row.id))
    : null;
  return rows
    .filter((row) => (!filed || filed.has(row.id)) && (!tagged || tagged.has(row.id)))
    .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map((row) => row.id);
}

/** Every page of a list, one after the other, as a reader paging through it would see them. */
async function walkPages(input: ListContentsInput, locale: 'fa' | 'en' = 'en'): Promise<{ ids: string[]; totals: number[] }> {
  const ids: string[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page++) {
    const { items, meta } = await listContents('articles', { ...input, page, per_page: 4 }, locale);
    ids.push(...items.map((item) => item.id));
    totals.push(meta.total);
    if (page >= meta.last_page) return { ids, totals };
  }
}

/** Every page of a list read by cursor: page one by number, each later one from the cursor before it. */
async function walkCursors(input: ListContentsInput, locale: 'fa' | 'en' = 'en', type: 'articles' | 'videos' = 'articles') {
  const ids: string[] = [];
  const pages: number[] = [];
  let after: string | undefined;
  for (;;) {
    const { items, meta } = await listContents(type, { ...input, per_page: input.per_page ?? 4, ...(after ? { after } : {}) }, locale);
    ids.push(...items.map((item) => item.id));
    pages.push(meta.current_page);
    after = meta.next_cursor;
    if (!after) return { ids, pages, lastPage: meta.last_page };
  }
}

let categoryId = '';
let otherCategoryId = '';
let tagId = '';

beforeAll(async () => {
  const category = await makeCategory('Indexed', 'نمایه‌شده');
  const other = await makeCategory('Elsewhere', 'جای دیگر');
  const tag = await makeTag('Paged', 'صفحه‌دار');
  categoryId = category.id;
  otherCategoryId = other.id;
  tagId = tag.id;
  // Nine items share one publication time: only the id can order them.
  const tie = new Date(Date.now() - 3_600_000);
  for (let n = 0; n < 9; n++) {
    await makeItem({ en: { title: `Tied ${n}` }, fa: { title: `هم‌زمان ${n}` }, publishedAt: tie, categoryId: n % 2 ? category.id : other.id, tagIds: n % 3 ? [tag.id] : [] });
  }
  for (let n = 0; n < 8; n++) await makeItem({ en: { title: `Single ${n}` }, categoryId: category.id, tagIds: [tag.id] });
  // Filed elsewhere first, and under the indexed category as well: its list shows them too.
  for (let n = 0; n < 3; n++) {
    await makeItem({ en: { title: `Also indexed ${n}` }, categoryId: other.id, categoryIds: [category.id], tagIds: n % 2 ? [tag.id] : [] });
  }
  await makeItem({ en: { title: 'Not yet' }, status: 'scheduled', publishedAt: new Date(Date.now() + 86_400_000), categoryId: category.id, tagIds: [tag.id] });
  await makeItem({ en: { title: 'Drafted' }, status: 'draft', publishedAt: null, categoryId: category.id });
});

describe('listContents on its indexes', () => {
  it('pages through ties on the publication time without a duplicate or a gap', async () => {
    const db = getDb();
    for (const [input, filter] of [
      [{}, {}],
      [{ category: 'indexed' }, { categoryId }],
      [{ tag: 'paged' }, { tagId }],
      [{ category: 'indexed', tag: 'paged' }, { categoryId, tagId }],
    ] as const) {
      const expected = await expectedIds(db, 'en', filter);
      const { ids, totals } = await walkPages(input);
      expect(ids).toEqual(expected);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(totals)).toEqual(new Set([expected.length]));
    }
    const persian = await walkPages({}, 'fa');
    expect(persian.ids).toEqual(await expectedIds(db, 'fa'));
  });

  it('reads page one, a deep page and the count from indexes, with no sort', async () => {
    for (const page of [1, 4]) {
      const plans = await listPlans({ page, per_page: 3 });
      expect(indexesOf(plans)).toContain('content_translations_listing_idx');
      expect(indexesOf(plans)).toContain('content_list_counts_type_locale_facet_pk');
      expect(sortsOf(plans)).toEqual([]);
    }
  });

  it('serves the category and the tag filters from their own indexes', async () => {
    const byCategory = await listPlans({ category: 'indexed', page: 2, per_page: 3 });
    expect(indexesOf(byCategory)).toContain('content_categories_listing_idx');
    expect(sortsOf(byCategory)).toEqual([]);
    const byBoth = await listPlans({ category: 'indexed', tag: 'paged', page: 2, per_page: 3 });
    expect(indexesOf(byBoth)).toEqual(expect.arrayContaining(['content_tags_listing_idx', 'content_categories_content_id_category_id_pk']));
    expect(sortsOf(byBoth)).toEqual([]);
    const byTag = await listPlans({ tag: 'paged', page: 2, per_page: 3 });
    expect(indexesOf(byTag)).toContain('content_tags_listing_idx');
    expect(sortsOf(byTag)).toEqual([]);
    const mostLiked = await listPlans({ sort: 'most_liked', per_page: 3 });
    expect(indexesOf(mostLiked), JSON.stringify(mostLiked)).toContain('contents_liked_listing_idx');
    expect(sortsOf(mostLiked)).toEqual([]);
  });

  it('reads the same pages by cursor as by page number, in every filter and order', async () => {
    for (const input of [{}, { category: 'indexed' }, { tag: 'paged' }, { category: 'indexed', tag: 'paged' }, { sort: 'most_liked' }, { sort: 'most_liked', tag: 'paged' }] as const) {
      const byNumber = await walkPages(input);
      const byCursor = await walkCursors(input);
      expect(byCursor.ids).toEqual(byNumber.ids);
      expect(byCursor.pages).toEqual(Array.from({ length: byCursor.lastPage }, (_, index) => index + 1));
    }
  });

  it('seeks a cursor page in the listing index, with no sort and no skipped rows', async () => {
    const { meta } = await listContents('articles', { per_page: 3 }, 'en');
    const plans = await listPlans({ per_page: 3, after: meta.next_cursor });
    const seeks = plans.flat().filter((node) => node['Index Name'] === 'content_translations_listing_idx' && /content_id/.test(node['Index Cond'] ?? ''));
    expect(seeks.length, JSON.stringify(plans)).toBeGreaterThan(0);
    expect(sortsOf(plans)).toEqual([]);
    const byTag = await listContents('articles', { per_page: 3, tag: 'paged' }, 'en');
    const tagPlans = await listPlans({ per_page: 3, tag: 'paged', after: byTag.meta.next_cursor });
    expect(tagPlans.flat().some((node) => node['Index Name'] === 'content_tags_listing_idx' && /content_id/.test(node['Index Cond'] ?? ''))).toBe(true);
    const liked = await listContents('articles', { per_page: 3, sort: 'most_liked' }, 'en');
    const likedPlans = await listPlans({ per_page: 3, sort: 'most_liked', after: liked.meta.next_cursor });
    expect(likedPlans.flat().some((node) => node['Index Name'] === 'contents_liked_listing_idx' && /like_count/.test(node['Index Cond'] ?? ''))).toBe(true);
    expect(sortsOf(likedPlans)).toEqual([]);
  });

  it('loses no item between two list times a microsecond apart', async () => {
    const db = getDb();
    const made = [];
    for (let n = 0; n < 4; n++) made.push(await makeItem({ type: 'videos', en: { title: `Microsecond ${n}` } }));
    // Times written by SQL keep microseconds that a JavaScript date would round away.
    for (const [index, item] of made.entries()) {
      await db.update(contents).set({ publishedAt: sql`timestamptz '2026-01-01 10:00:00.000001+00' + ${`${index} microseconds`}::interval` }).where(eq(contents.id, item.id));
    }
    const { ids } = await walkCursors({ per_page: 1 }, 'en', 'videos');
    expect(ids).toEqual(made.map((item) => item.id).reverse());
  });

  it('keeps the totals right through publish, unpublish, category and tag changes and delete', async () => {
    const db = getDb();
    const totals = async () =>
      Promise.all([
        listContents('articles', { per_page: 1 }, 'en'),
        listContents('articles', { per_page: 1, category: categoryId }, 'en'),
        listContents('articles', { per_page: 1, tag: tagId }, 'en'),
        listContents('articles', { per_page: 1 }, 'fa'),
      ]).then((lists) => lists.map((list) => list.meta.total));
    const truth = async () =>
      Promise.all([expectedIds(db, 'en'), expectedIds(db, 'en', { categoryId }), expectedIds(db, 'en', { tagId }), expectedIds(db, 'fa')]).then(
        (lists) => lists.map((list) => list.length),
      );
    const start = await totals();
    expect(start).toEqual(await truth());

    const item = await makeItem({ en: { title: 'Moving one' }, fa: { title: 'یکی در حرکت' }, status: 'draft', publishedAt: null, categoryId, tagIds: [tagId] });
    expect(await totals()).toEqual(start);

    await updateContent({ type: 'articles', id: item.id, input: { status: 'published', published_at: new Date(Date.now() - 1000).toISOString() }, by: systemWriter() });
    expect(await totals()).toEqual(start.map((n) => n + 1));

    await updateContent({ type: 'articles', id: item.id, input: { category_id: otherCategoryId, tag_ids: [] }, by: systemWriter() });
    expect(await totals()).toEqual([start[0]! + 1, start[1]!, start[2]!, start[3]! + 1]);

    // An extra category lists it there too, and once only when that category becomes its primary as well.
    await updateContent({ type: 'articles', id: item.id, input: { category_ids: [categoryId] }, by: systemWriter() });
    expect(await totals()).toEqual([start[0]! + 1, start[1]! + 1, start[2]!, start[3]! + 1]);
    expect(await totals()).toEqual(await truth());

    await updateContent({ type: 'articles', id: item.id, input: { category_id: categoryId, tag_ids: [tagId], translations: { fa: null } }, by: systemWriter() });
    expect(await totals()).toEqual([start[0]! + 1, start[1]! + 1, start[2]! + 1, start[3]!]);

    await updateContent({ type: 'articles', id: item.id, input: { status: 'draft' }, by: systemWriter() });
    expect(await totals()).toEqual(start);

    await updateContent({ type: 'articles', id: item.id, input: { status: 'published' }, by: systemWriter() });
    await deleteContent({ type: 'articles', id: item.id, by: systemWriter() });
    expect(await totals()).toEqual(start);
    expect(await totals()).toEqual(await truth());
  });
});
