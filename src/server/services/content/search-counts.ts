import { and, between, desc, eq, gt, sql, sum } from 'drizzle-orm';
import { isbot } from 'isbot';
import { getDb, type Database } from '@/server/db/client';
import { searchQueryCounts } from '@/server/db/schema';
import { writeBehind } from '@/server/write-behind';
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
 * Distinct queries an instance holds between writes. Past this a new query is not counted until
 * the next write (repeats of held ones still are): memory stays bounded whatever readers type.
 */
const MAX_HELD = 10_000;

type HeldCount = { day: string; locale: Locale; query: string; searches: number; empty: number };

/** The counts held since the last write, by day, language and query. */
const heldCounts = writeBehind('search', {
  empty: () => new Map<string, HeldCount>(),
  size: (held) => held.size,
  write: async (held) => {
    await getDb()
      .insert(searchQueryCounts)
      .values([...held.values()])
      .onConflictDoUpdate({
        target: [searchQueryCounts.locale, searchQueryCounts.day, searchQueryCounts.query],
        set: {
          searches: sql`${searchQueryCounts.searches} + excluded.searches`,
          empty: sql`${searchQueryCounts.empty} + excluded.empty`,
        },
      });
  },
});

/** Writes the counts held so far, in one statement (the timer, shutdown, tests). */
export const flushSearchCounts = heldCounts.flush;

/**
 * A reader's search, counted: the query in the spelling search reads it, under today's Tehran
 * day and the page's language, and whether it found anything. Counts are added up in this
 * instance and written together every few seconds (as reading beacons are), so a search never
 * waits for, nor queues on, a write to one hot row; a repeat served from a cache is not counted
 * again, nor is a crawler's (by its User-Agent).
 */
export async function searchAndCount(
  q: string,
  locale: Locale,
  { limit, userAgent }: { limit?: number; userAgent: string | null },
): Promise<ContentListItem[]> {
  const items = await search(q, locale, { limit });
  const query = searchTitleOf(q).trim();
  if (query && query.length <= MAX_COUNTED_LENGTH && !isbot(userAgent)) hold({ day: formatModelDate(new Date()), locale, query }, items.length === 0);
  return items;
}

function hold(key: Omit<HeldCount, 'searches' | 'empty'>, empty: boolean): void {
  const held = heldCounts.held();
  const id = `${key.day}|${key.locale}|${key.query}`;
  let count = held.get(id);
  if (!count) {
    if (held.size >= MAX_HELD) return;
    count = { ...key, searches: 0, empty: 0 };
    held.set(id, count);
  }
  count.searches += 1;
  if (empty) count.empty += 1;
  heldCounts.added();
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
