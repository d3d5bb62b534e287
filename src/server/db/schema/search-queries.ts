import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * What readers searched for, counted per Tehran day, language and query (in the spelling search
 * reads it: letters folded, spaces and non-joiners as the index writes them). Nothing about who
 * searched: no user, no address, no time finer than the day. `empty` counts the searches that
 * found nothing.
 */
export const searchQueryCounts = pgTable(
  'search_query_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    locale: text().notNull(),
    query: text().notNull(),
    searches: integer().notNull().default(0),
    empty: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locale, t.day, t.query] })],
);
