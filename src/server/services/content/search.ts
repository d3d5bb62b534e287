import { and, desc } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { contents } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { hydrateItems, selectItems, type ContentListItem } from './items';
import { normalizeQuery, searchMatch, searchRank } from './search-match';
import { isVisible } from './visibility';

/**
 * One search over every type in `locale`, best matches first (the search page groups them by
 * type). The query is normalized like the stored text, so «كتاب» finds «کتاب» and «۱۴۰۳» finds
 * «1403». Three queries whatever the number of results.
 */
export async function search(q: string, locale: Locale, { limit = 50 }: { limit?: number } = {}, db: Database = getDb()): Promise<ContentListItem[]> {
  const normalized = normalizeQuery(q);
  if (!normalized) return [];
  const rows = await selectItems(db, locale)
    .where(and(isVisible(), searchMatch(normalized)))
    .orderBy(desc(searchRank(normalized)), desc(contents.publishedAt))
    .limit(Math.min(Math.max(limit, 1), 100));
  return hydrateItems(db, rows, locale);
}
