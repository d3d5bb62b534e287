import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Db, type Transaction } from '@/server/db/client';
import { contentTranslations, contents, guideItems, guides, type GuideRow } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { Locale } from '@/i18n/locales';
import { bilingualColumns, bilingualFields, titleSearch } from '@/server/services/bilingual-record';
import { offsetOf, paginationMetaOf, type PaginationMeta, type PaginationQuery } from '@/shared/schemas/pagination';
import type { GuideUpdateInput, ManagedGuide, ManagedGuideDetail } from '@/shared/schemas/where-to-start';

export function toManaged(row: GuideRow, itemsCount: number): ManagedGuide {
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

export function toColumns(input: GuideUpdateInput) {
  return {
    ...bilingualColumns(input),
    status: input.status,
    position: input.position,
    // Always one column to set, so an empty PATCH is a harmless touch rather than an SQL error.
    updatedAt: new Date(),
  };
}

export async function itemCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
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

/** Locks a guide for a change of its items (404 when it is gone), so two changes queue. */
export async function lockGuide(tx: Transaction, id: string): Promise<void> {
  const [row] = await tx.select({ id: guides.id }).from(guides).where(eq(guides.id, id)).for('update');
  if (!row) throw new NotFoundError();
}
