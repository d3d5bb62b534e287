import { and, between, desc, eq, gt, sql, sum } from 'drizzle-orm';
import { isbot } from 'isbot';
import { runInBackground } from '@/server/background';
import { getDb, type Database } from '@/server/db/client';
import { searchQueryCounts } from '@/server/db/schema';
import { locales, type Locale } from '@/i18n/locales';
import { formatModelDate } from '@/shared/dates';
import { searchTitleOf } from '@/shared/text/search-words';
import type { SearchCountsView } from '@/shared/schemas/community';
import { search } from './search';
import type { ContentListItem } from './items';

/** Longer queries are pasted text, not what readers look for; they are not counted. */
const MAX_COUNTED_LENGTH = 100;
/** Queries shown per list on the statistics screen. */
const TOP = 10;

/**
 * A reader's search, counted: the query in the spelling search reads it, under today's Tehran
 * day and the page's language, and whether it found anything. The count is written after the
 * answer and never fails the search; a repeat served from a cache is not counted again, nor is
 * a crawler's (by its User-Agent).
 */
export async function searchAndCount(
  q: string,
  locale: Locale,
  { limit, userAgent }: { limit?: number; userAgent: string | null },
): Promise<ContentListItem[]> {
  const items = await search(q, locale, { limit });
  const query = searchTitleOf(q).trim();
  if (query && query.length <= MAX_COUNTED_LENGTH && !isbot(userAgent)) {
    runInBackground('search count', () =>
      getDb()
        .insert(searchQueryCounts)
        .values({ day: formatModelDate(new Date()), locale, query, searches: 1, empty: items.length === 0 ? 1 : 0 })
        .onConflictDoUpdate({
          target: [searchQueryCounts.locale, searchQueryCounts.day, searchQueryCounts.query],
          set: {
            searches: sql`${searchQueryCounts.searches} + 1`,
            empty: sql`${searchQueryCounts.empty} + excluded.empty`,
          },
        }),
    );
  }
  return items;
}

/** Per language, the most searched queries and the ones that most often found nothing, over `from`…`to` (model dates). */
export async function searchCounts(
  { from, to }: { from: string; to: string },
  db: Database = getDb(),
): Promise<SearchCountsView> {
  const ranked = (locale: Locale, by: 'searches' | 'empty') => {
    const column = searchQueryCounts[by];
    const total = sum(column).mapWith(Number);
    return db
      .select({ query: searchQueryCounts.query, count: total })
      .from(searchQueryCounts)
      .where(and(eq(searchQueryCounts.locale, locale), between(searchQueryCounts.day, from, to), gt(column, 0)))
      .groupBy(searchQueryCounts.query)
      .orderBy(desc(total), searchQueryCounts.query)
      .limit(TOP);
  };
  return Promise.all(
    locales.map(async (locale) => ({
      locale,
      top: await ranked(locale, 'searches'),
      empty: await ranked(locale, 'empty'),
    })),
  );
}
