import { and, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { databaseHandle, getDb, type Database } from '@/server/db/client';
import { preparedOn } from '@/server/db/prepared';
import { contentTranslations, contents } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { relatedColumns, selectItemsWith, toListItem, type ContentListItem } from './items';
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

const documentMatches = sql.identifier('document_matches');

/**
 * Visible translations in `locale` whose stored document matches `tsquery`, found through its GIN
 * index. The match is planned apart from the language, the visibility and the cap (OFFSET 0 keeps
 * it a subquery of its own): with them in view, the planner walked the primary key in order and
 * tested each row's document until it had enough, reading every candidate's document out of
 * TOAST (15 ms for 200 candidates at 2,000 items), since it prices a document test as one cheap
 * operator; the index answers the same in under 3 ms and reads no document it need not recheck.
 */
function documentsMatching(locale: Locale, tsquery: Bound<string>): SQL {
  const id = sql`${documentMatches}.content_id`;
  const matches = sql`(select ${contentTranslations.contentId}, ${contentTranslations.locale} from ${contentTranslations} where ${contentTranslations.searchVector} @@ ${tsquery}::tsquery offset 0) ${documentMatches}`;
  return sql`select ${id} from ${matches} inner join ${contents} on ${contents.id} = ${id} where ${documentMatches}.locale = ${locale} and ${isVisible()}`;
}

/** The items holding every word, capped: one set that the candidates, the typo gate and the order all read. */
const ALL_WORDS = 'all_words';
const allWordsTable = sql.identifier(ALL_WORDS);
const allWordsIds = sql`select content_id from ${allWordsTable}`;

/**
 * A search's values, each either itself (bound as a parameter) or a placeholder a prepared
 * statement is executed with: the statement's text is the same for every query of its shape.
 */
type Bound<T> = T | Placeholder;
type SearchValues = { all: Bound<string>; any: Bound<string>; rank: Bound<string>; title: Bound<string>; limit: Bound<number> };

/** What decides a search statement's text: its language (columns, joins) and whether it has several words. */
type SearchShape = { locale: Locale; manyWords: boolean };

/**
 * The ids ranking may consider, each source served by a GIN index and capped: items holding every
 * word, items titled exactly as the query, titles close to the query (typos) while the words find
 * fewer than a page (for a common word that trigram walk was the statement's largest cost at
 * 200,000 items, and found nothing the words had not), and, only when no item holds every word,
 * items holding some of them.
 */
function candidateIds({ locale, manyWords }: SearchShape, values: SearchValues): SQL {
  const fewFound = sql`(select count(*) from ${allWordsTable}) < ${values.limit}`;
  const sources = [
    allWordsIds,
    sql`(${matching(locale, sql`${contentTranslations.searchTitle} = ${values.title}`)} limit ${TITLE_CANDIDATES})`,
    sql`(${matching(locale, sql`${values.title} <% ${contentTranslations.searchTitle} and ${fewFound}`)} limit ${TITLE_CANDIDATES})`,
  ];
  if (manyWords) {
    sources.push(sql`(${documentsMatching(locale, values.any)} and not exists (${allWordsIds}) limit ${WORD_CANDIDATES})`);
  }
  return sql.join(sources, sql` union `);
}

/**
 * The search as a statement: visible items in `locale` whose stored document or title matches,
 * an item titled exactly as the query first («Decentraland» above «Decentraland land auctions»,
 * whose words weigh more in its document), then items holding every word, then by rank on stored
 * data, then newest. The all-words set is a common table expression: written as a subquery at each
 * of its two or three uses, PostgreSQL walked the index for it at each (a sixth to a quarter of the statement's CPU).
 * The candidates are one array the items are looked up by: joined as a set, PostgreSQL hashed
 * them against every item of the library. The page's items bring their tags and slugs along,
 * built by PostgreSQL after the sort, for those items only: a second statement cost a round trip.
 */
function searchStatementOf(shape: SearchShape, values: SearchValues, db: Database) {
  const { locale, manyWords } = shape;
  const allWords = db
    .$with(ALL_WORDS, { contentId: contentTranslations.contentId })
    .as(sql`${documentsMatching(locale, values.all)} limit ${WORD_CANDIDATES}`);
  // Membership in the capped all-words set, rather than testing @@ again, spares reading every candidate's document twice.
  const order = [
    desc(sql`${contentTranslations.searchTitle} = ${values.title}`),
    ...(manyWords ? [desc(sql`${contents.id} in (${allWordsIds})`)] : []),
  ];
  return selectItemsWith(db.with(allWords), locale, relatedColumns(locale))
    .where(sql`${contents.id} = any(array(${candidateIds(shape, values)}))`)
    .orderBy(...order, desc(searchRank(values)), desc(contents.publishedAt), desc(contents.id))
    .limit(values.limit);
}

/** A query's statement shape and the values it runs with, the page at most 100 items. */
function searchOf(query: SearchQuery, locale: Locale, limit: number): { shape: SearchShape; values: SearchValues } {
  return { shape: { locale, manyWords: query.wordCount > 1 }, values: { ...query, limit: Math.min(Math.max(limit, 1), 100) } };
}

/** The search statement for `query`, its values bound (what a plan is read from). */
export function searchStatement(query: SearchQuery, locale: Locale, limit: number, db: Database) {
  const { shape, values } = searchOf(query, locale, limit);
  return searchStatementOf(shape, values, db);
}

const searchPlaceholders: SearchValues = {
  all: sql.placeholder('all'),
  any: sql.placeholder('any'),
  rank: sql.placeholder('rank'),
  title: sql.placeholder('title'),
  limit: sql.placeholder('limit'),
};

/**
 * The search statement of `shape` prepared on the search connections. After five runs PostgreSQL
 * keeps one plan for every search of the shape (a generic plan, priced without the words), which
 * saves planning each one (about a quarter of the database's time per search): with the match
 * fenced (`documentsMatching`) that plan asks the GIN index for a rare word and a common one alike.
 */
function preparedSearch(searchDb: Database, shape: SearchShape) {
  return preparedOn(searchDb, `search_${shape.locale}_${shape.manyWords ? 'words' : 'word'}`, () => searchStatementOf(shape, searchPlaceholders, searchDb));
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
 * «می‌خواهم». One statement whatever the number of results.
 */
export async function search(q: string, locale: Locale, { limit = 50 }: { limit?: number } = {}, db: Database = getDb()): Promise<ContentListItem[]> {
  const query = searchQueryOf(q);
  if (!query) return [];
  const { shape, values } = searchOf(query, locale, limit);
  const { searchDb } = databaseHandle();
  // Kept prepared on the search connections; in a transaction (PGlite, or a caller's) it is built for its one run.
  const rows = await withSearchIndexes(db, (reader) =>
    reader === searchDb ? preparedSearch(reader, shape).execute(values) : searchStatementOf(shape, values, reader),
  );
  return rows.map((row) => toListItem(row, row, locale));
}
