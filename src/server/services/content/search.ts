import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { databaseHandle, getDb, type Database } from '@/server/db/client';
import { contentTranslations, contents } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { hydrateItems, selectItems, type ContentListItem } from './items';
import { searchQueryOf, searchRank, type SearchQuery } from './search-match';
import { isVisible } from './visibility';

// Ranking reads each candidate's stored document, so the candidates are capped: a common word
// matches most of the library, and reading it all is what made search take seconds.
const WORD_CANDIDATES = 200;
const TITLE_CANDIDATES = 100;

/** Visible translations in `locale` that `match` finds through its index. */
function matching(locale: Locale, match: SQL): SQL {
  return sql`select ${contentTranslations.contentId} from ${contentTranslations} inner join ${contents} on ${eq(contents.id, contentTranslations.contentId)} where ${and(eq(contentTranslations.locale, locale), isVisible(), match)}`;
}

/** The items holding every word, capped: one set that the candidates, the typo gate and the order all read. */
const ALL_WORDS = 'all_words';
const allWordsTable = sql.identifier(ALL_WORDS);
const allWordsIds = sql`select content_id from ${allWordsTable}`;

/**
 * The ids ranking may consider, each source served by a GIN index and capped: items holding every
 * word, items titled exactly as the query, titles close to the query (typos) while the words find
 * fewer than a page (for a common word that trigram walk was the statement's largest cost at
 * 200,000 items, and found nothing the words had not), and, only when no item holds every word,
 * items holding some of them.
 */
function candidateIds(locale: Locale, query: SearchQuery, limit: number): SQL {
  const fewFound = sql`(select count(*) from ${allWordsTable}) < ${limit}`;
  const sources = [
    allWordsIds,
    sql`(${matching(locale, sql`${contentTranslations.searchTitle} = ${query.title}`)} limit ${TITLE_CANDIDATES})`,
    sql`(${matching(locale, sql`${query.title} <% ${contentTranslations.searchTitle} and ${fewFound}`)} limit ${TITLE_CANDIDATES})`,
  ];
  if (query.wordCount > 1) {
    const someWords = sql`${contentTranslations.searchVector} @@ ${query.any}::tsquery and not exists (${allWordsIds})`;
    sources.push(sql`(${matching(locale, someWords)} limit ${WORD_CANDIDATES})`);
  }
  return sql.join(sources, sql` union `);
}

/**
 * The search as a statement: visible items in `locale` whose stored document or title matches,
 * an item titled exactly as the query first («Decentraland» above «Decentraland land auctions»,
 * whose words weigh more in its document), then items holding every word, then by rank on stored
 * data, then newest. The all-words set is a common table expression: written as a subquery at each
 * of its two or three uses, PostgreSQL walked the index for it at each (a sixth to a quarter of the statement's CPU).
 */
export function searchStatement(query: SearchQuery, locale: Locale, limit: number, db: Database) {
  const allWords = db
    .$with(ALL_WORDS, { contentId: contentTranslations.contentId })
    .as(sql`${matching(locale, sql`${contentTranslations.searchVector} @@ ${query.all}::tsquery`)} limit ${WORD_CANDIDATES}`);
  // Membership in the capped all-words set, rather than testing @@ again, spares reading every candidate's document twice.
  const order = [
    desc(sql`${contentTranslations.searchTitle} = ${query.title}`),
    ...(query.wordCount > 1 ? [desc(sql`${contents.id} in (${allWordsIds})`)] : []),
  ];
  const pageSize = Math.min(Math.max(limit, 1), 100);
  return selectItems(db.with(allWords), locale)
    .where(sql`${contents.id} in (${candidateIds(locale, query, pageSize)})`)
    .orderBy(...order, desc(searchRank(query)), desc(contents.publishedAt), desc(contents.id))
    .limit(pageSize);
}

/**
 * Runs `read` with plans that take the search indexes. The planner prices testing a row's
 * stored document as one cheap operator, not as reading ~16 KB out of TOAST, so on a table of a
 * few thousand rows it would rather read every document than ask the GIN index; the cost of
 * that mistake grows with every item. On PostgreSQL the search connections are set so for their
 * whole session: a search is then one round trip instead of four (begin, set, read, commit),
 * which under load was a larger share of a search's CPU than the statement itself. `also`: more
 * settings for this read alone (it then runs in a transaction of its own on either database).
 */
export function withSearchIndexes<T>(db: Database, read: (db: Database) => Promise<T>, also?: SQL): Promise<T> {
  const handle = databaseHandle();
  if (handle.searchDb && db === handle.db && !also) return read(handle.searchDb);
  // A read with planner settings of its own: it writes nothing, and joining an open unit of work
  // would leave `set local` on that unit's transaction.
  // eslint-disable-next-line no-restricted-syntax
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (also) await tx.execute(also);
    return read(tx);
  });
}

/**
 * One search over every type in `locale`, best matches first (the search page groups them by
 * type). Items holding every word are the answer; items holding only some are shown when none
 * holds them all; a title close to the query (a typo) counts too. The query is tokenized like
 * the stored documents, so «كتاب» finds «کتاب», «۱۴۰۳» finds «1403» and «میخواهم» finds
 * «می‌خواهم». Two statements (the search, then its items' tags and slugs) whatever the number of results.
 */
export async function search(q: string, locale: Locale, { limit = 50 }: { limit?: number } = {}, db: Database = getDb()): Promise<ContentListItem[]> {
  const query = searchQueryOf(q);
  if (!query) return [];
  const rows = await withSearchIndexes(db, (tx) => searchStatement(query, locale, limit, tx));
  return hydrateItems(db, rows, locale);
}
