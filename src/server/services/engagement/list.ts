import { and, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { contentTranslations, contents, interactions } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import type { ContentListItem } from '@/server/services/content';
import { hydrateItems, selectItemsWith } from '@/server/services/content/items';
import type { EngagementKind, EngagementType } from '@/shared/schemas/engagement';
import { offsetOf, paginationMetaOf, type PaginationMeta, type PaginationQuery } from '@/shared/schemas/pagination';
import { ledgerKind } from './counters';

/**
 * A user's saved / liked / checked items of one type, newest first, as content list items.
 * Only items that are visible and exist in `locale` count, so pages and totals agree with what
 * is shown; a deleted item has already left the ledger (FK cascade). The page and its total are
 * one query (the ledger's index in order, then each item's translation by its key, whose
 * `listed_at` says whether it is visible; the total a window over the same rows); with the tags
 * and slugs, two round trips after the session. Only a page past the end counts separately.
 */
export async function listEngagements(
  { userId, kind, type, locale, page }: { userId: string; kind: EngagementKind; type: EngagementType; locale: Locale; page: PaginationQuery },
  db: Database = getDb(),
): Promise<{ items: ContentListItem[]; meta: PaginationMeta }> {
  const where = and(
    eq(interactions.userId, userId),
    eq(interactions.kind, ledgerKind(kind)),
    eq(interactions.contentType, type),
    lte(contentTranslations.listedAt, sql`now()`),
  );
  const rows = await selectItemsWith(db, locale, { total: sql<number>`count(*) over ()`.mapWith(Number) })
    .innerJoin(interactions, eq(interactions.contentId, contents.id))
    .where(where)
    .orderBy(desc(interactions.createdAt), desc(interactions.id))
    .limit(page.per_page)
    .offset(offsetOf(page));
  const total = rows[0]?.total ?? (page.page > 1 ? await countOf(db, locale, where) : 0);
  const items = await hydrateItems(db, rows, locale);
  return { items, meta: paginationMetaOf(page, total) };
}

async function countOf(db: Database, locale: Locale, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(interactions)
    .innerJoin(contentTranslations, and(eq(contentTranslations.contentId, interactions.contentId), eq(contentTranslations.locale, locale)))
    .where(where);
  return row?.total ?? 0;
}
