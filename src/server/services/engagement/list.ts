import { and, count, desc, eq, exists } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { contentTranslations, contents, interactions } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { listContentsByIds, type ContentListItem } from '@/server/services/content';
import { isVisible } from '@/server/services/content/visibility';
import type { EngagementKind, EngagementType } from '@/shared/schemas/engagement';
import { offsetOf, paginationMetaOf, type PaginationMeta, type PaginationQuery } from '@/shared/schemas/pagination';
import { ledgerKind } from './counters';

/**
 * A user's saved / liked / checked items of one type, newest first, as content list items.
 * Only items that are visible and exist in `locale` count, so pages and totals agree with what
 * is shown; a deleted item has already left the ledger (FK cascade). Five queries whatever the size.
 */
export async function listEngagements(
  { userId, kind, type, locale, page }: { userId: string; kind: EngagementKind; type: EngagementType; locale: Locale; page: PaginationQuery },
  db: Database = getDb(),
): Promise<{ items: ContentListItem[]; meta: PaginationMeta }> {
  const where = and(
    eq(interactions.userId, userId),
    eq(interactions.kind, ledgerKind(kind)),
    eq(interactions.contentType, type),
    isVisible(),
    exists(
      db
        .select({ one: contentTranslations.contentId })
        .from(contentTranslations)
        .where(and(eq(contentTranslations.contentId, interactions.contentId), eq(contentTranslations.locale, locale))),
    ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: interactions.contentId })
      .from(interactions)
      .innerJoin(contents, eq(contents.id, interactions.contentId))
      .where(where)
      .orderBy(desc(interactions.createdAt), desc(interactions.id))
      .limit(page.per_page)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(interactions).innerJoin(contents, eq(contents.id, interactions.contentId)).where(where),
  ]);
  const items = await listContentsByIds(type, rows.map((row) => row.id), locale, db);
  return { items, meta: paginationMetaOf(page, total?.total ?? 0) };
}
