import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import { getDb, type Database, type Db, type Transaction } from '@/server/db/client';
import { contentTranslations, contents, guideItems, guides, type GuideRow } from '@/server/db/schema';
import { NotFoundError, ValidationError } from '@/server/http/errors';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import { bilingualColumns, bilingualFields, titleSearch } from '@/server/services/bilingual-record';
import { offsetOf, paginationMetaOf, type PaginationMeta, type PaginationQuery } from '@/shared/schemas/pagination';
import type {
  GuideCreateInput,
  GuideItemCreateInput,
  GuideItemsOrderInput,
  GuideUpdateInput,
  ManagedGuide,
  ManagedGuideDetail,
} from '@/shared/schemas/where-to-start';

function toManaged(row: GuideRow, itemsCount: number): ManagedGuide {
  return {
    id: row.id,
    ...bilingualFields(row),
    status: row.status,
    position: row.position,
    items_count: itemsCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toColumns(input: GuideUpdateInput) {
  return {
    ...bilingualColumns(input),
    status: input.status,
    position: input.position,
    // Always one column to set, so an empty PATCH is a harmless touch rather than an SQL error.
    updatedAt: new Date(),
  };
}

async function itemCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ guideId: guideItems.guideId, n: count() })
    .from(guideItems)
    .where(inArray(guideItems.guideId, ids))
    .groupBy(guideItems.guideId);
  return new Map(rows.map((row) => [row.guideId, row.n]));
}

export async function listManagedGuides(query: PaginationQuery & { search?: string }): Promise<{ data: ManagedGuide[]; meta: PaginationMeta }> {
  const db = getDb();
  const where = titleSearch(guides, query.search);
  const [rows, [total]] = await Promise.all([
    db.select().from(guides).where(where).orderBy(asc(guides.position), asc(guides.createdAt)).limit(query.per_page).offset(offsetOf(query)),
    db.select({ n: count() }).from(guides).where(where),
  ]);
  const counts = await itemCounts(db, rows.map((row) => row.id));
  return { data: rows.map((row) => toManaged(row, counts.get(row.id) ?? 0)), meta: paginationMetaOf(query, total?.n ?? 0) };
}

/** A guide with its items in order; each item's title in `locale`, else in the other language. */
export async function getManagedGuide(id: string, locale: Locale, db: Db = getDb()): Promise<ManagedGuideDetail> {
  const [row] = await db.select().from(guides).where(eq(guides.id, id));
  if (!row) throw new NotFoundError();
  const items = await db
    .select({
      id: guideItems.id,
      contentId: guideItems.contentId,
      type: contents.type,
      status: contents.status,
      noteFa: guideItems.noteFa,
      noteEn: guideItems.noteEn,
      position: guideItems.position,
      title: sql<string>`(select ${contentTranslations.title} from ${contentTranslations}
        where ${contentTranslations.contentId} = ${guideItems.contentId}
        order by (${contentTranslations.locale} = ${locale}) desc limit 1)`,
    })
    .from(guideItems)
    .innerJoin(contents, eq(contents.id, guideItems.contentId))
    .where(eq(guideItems.guideId, id))
    .orderBy(asc(guideItems.position), asc(guideItems.id));
  return {
    ...toManaged(row, items.length),
    items: items.map((item) => ({
      id: item.id,
      content_id: item.contentId,
      type: item.type,
      title: item.title ?? '',
      status: item.status,
      note_fa: item.noteFa,
      note_en: item.noteEn,
      position: item.position,
    })),
  };
}

/** Creates a guide; a manager's write passes `by` and is logged, the demo seed passes none. */
export async function createGuide(by: WriteContext | undefined, input: GuideCreateInput, db: Database = getDb()): Promise<ManagedGuide> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(guides)
      .values({ ...toColumns(input), titleFa: input.title_fa, titleEn: input.title_en })
      .returning();
    if (by) await recordWrite(tx, by, 'where-to-start.create', row!.id, { title_en: input.title_en, status: input.status });
    return toManaged(row!, 0);
  });
}

export async function updateGuide({ ctx, actor }: WriteContext, id: string, input: GuideUpdateInput): Promise<ManagedGuide> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.update(guides).set(toColumns(input)).where(eq(guides.id, id)).returning();
    if (!row) throw new NotFoundError();
    await recordWrite(tx, { ctx, actor }, 'where-to-start.update', id, { changed: Object.keys(input) });
    return toManaged(row, (await itemCounts(tx, [id])).get(id) ?? 0);
  });
}

export async function deleteGuide({ ctx, actor }: WriteContext, id: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [row] = await tx.delete(guides).where(eq(guides.id, id)).returning();
    if (!row) throw new NotFoundError();
    await recordWrite(tx, { ctx, actor }, 'where-to-start.delete', id, { title_en: row.titleEn });
  });
}

async function lockGuide(tx: Transaction, id: string): Promise<void> {
  const [row] = await tx.select({ id: guides.id }).from(guides).where(eq(guides.id, id)).for('update');
  if (!row) throw new NotFoundError();
}

/**
 * Appends a library item (of any status: a draft guide may be prepared ahead) with its notes. A
 * manager's write passes `by` and is logged, the demo seed passes none.
 */
export async function addGuideItem(
  by: WriteContext | undefined,
  guideId: string,
  input: GuideItemCreateInput,
  db: Database = getDb(),
): Promise<ManagedGuideDetail> {
  return db.transaction(async (tx) => {
    await lockGuide(tx, guideId);
    const [content] = await tx.select({ id: contents.id }).from(contents).where(eq(contents.id, input.content_id));
    if (!content) throw ValidationError.field('content_id', 'validation.invalid');
    const [last] = await tx.select({ position: max(guideItems.position) }).from(guideItems).where(eq(guideItems.guideId, guideId));
    const [item] = await tx
      .insert(guideItems)
      .values({
        guideId,
        contentId: input.content_id,
        noteFa: input.note_fa || null,
        noteEn: input.note_en || null,
        position: (last?.position ?? -1) + 1,
      })
      .returning({ id: guideItems.id });
    await tx.update(guides).set({ updatedAt: new Date() }).where(eq(guides.id, guideId));
    if (by) await recordWrite(tx, by, 'where-to-start.update', guideId, { added_item: item!.id, content_id: input.content_id });
    return getManagedGuide(guideId, by?.ctx.locale ?? defaultLocale, tx);
  });
}

export async function removeGuideItem({ ctx, actor }: WriteContext, guideId: string, itemId: string): Promise<ManagedGuideDetail> {
  return getDb().transaction(async (tx) => {
    await lockGuide(tx, guideId);
    const deleted = await tx
      .delete(guideItems)
      .where(and(eq(guideItems.id, itemId), eq(guideItems.guideId, guideId)))
      .returning({ id: guideItems.id });
    if (deleted.length === 0) throw new NotFoundError();
    await recordWrite(tx, { ctx, actor }, 'where-to-start.update', guideId, { removed_item: itemId });
    return getManagedGuide(guideId, ctx.locale, tx);
  });
}

/** Sets the order: `items` must name every item of the guide exactly once (else 422). */
export async function reorderGuideItems(
  { ctx, actor }: WriteContext,
  guideId: string,
  input: GuideItemsOrderInput,
): Promise<ManagedGuideDetail> {
  return getDb().transaction(async (tx) => {
    await lockGuide(tx, guideId);
    const current = await tx.select({ id: guideItems.id }).from(guideItems).where(eq(guideItems.guideId, guideId));
    const known = new Set(current.map((row) => row.id));
    const given = new Set(input.items);
    if (given.size !== input.items.length || given.size !== known.size || input.items.some((id) => !known.has(id))) {
      throw ValidationError.field('items', 'validation.invalid');
    }
    for (const [position, id] of input.items.entries()) {
      await tx.update(guideItems).set({ position }).where(eq(guideItems.id, id));
    }
    await recordWrite(tx, { ctx, actor }, 'where-to-start.update', guideId, { order: input.items });
    return getManagedGuide(guideId, ctx.locale, tx);
  });
}
