import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { contentTranslations } from '@/server/db/schema';
import { normalizePersian } from '@/shared/text/normalize';
import { queryTerms, searchTitleOf, type QueryTerm } from '@/shared/text/search-words';

/** The query in the form search_text is stored in; empty when nothing searchable is left. */
export function normalizeQuery(q: string): string {
  return normalizePersian(q);
}

// A one- or two-letter prefix would expand to a large share of the dictionary.
const MIN_PREFIX = 3;

// Lexemes hold only letters, marks and digits, so quoting them is all a tsquery needs.
export const quote = (lexeme: string) => `'${lexeme.replace(/['\\]/g, (ch) => `\\${ch}`)}'`;

/** A term as tsquery text. */
function termText(term: QueryTerm): string {
  const alternatives = term.alternatives.map((phrase) =>
    phrase
      .map((lexeme, index) => {
        const isPrefix = term.mayBeUnfinished && index === phrase.length - 1 && lexeme.length >= MIN_PREFIX;
        return isPrefix ? `${quote(lexeme)}:*` : quote(lexeme);
      })
      .join(' <-> '),
  );
  return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;
}

/**
 * A query as the stored search documents understand it: `all` needs every word, `any` one of
 * them, `rank` weighs each word as typed (tsquery texts, cast as they are: the lexemes are
 * already in stored form); `title` is the query's words as stored titles are (searchTitleOf), for the title trigrams.
 * Null when nothing searchable is left.
 */
export type SearchQuery = { all: string; any: string; rank: string; title: string; wordCount: number };

export function searchQueryOf(q: string): SearchQuery | null {
  const terms = queryTerms(q);
  if (terms.length === 0) return null;
  const texts = terms.map((term) => termText(term));
  // Ranking only weighs the words as typed: the other spellings (phrases, cuts) cost ts_rank
  // several times as much per document and only decide whether an item matches.
  // Only whole words weigh, so a word typed whole and the same word still being typed rank alike.
  const rank = terms.map((term) => termText({ alternatives: term.alternatives.slice(0, 1), mayBeUnfinished: false })).join(' | ');
  return { all: texts.join(' & '), any: texts.join(' | '), rank, title: searchTitleOf(q), wordCount: terms.length };
}

/** A list narrowed by `?q=` counts its matches up to here and reports this many beyond. */
export const SEARCH_COUNT_CAP = 1000;

/** Every word in the stored document (GIN on search_vector), or a title close to the query (GIN trigrams on search_title). */
export function searchMatch(q: string): SQL {
  const query = searchQueryOf(q);
  if (!query) return sql`false`;
  return sql`(${contentTranslations.searchVector} @@ ${query.all}::tsquery or ${query.title} <% ${contentTranslations.searchTitle})`;
}

/** Relevance from stored data only: weighted word frequency (title A, excerpt B, body D) plus title similarity. */
export function searchRank(query: { rank: string | Placeholder; title: string | Placeholder }): SQL<number> {
  return sql<number>`(ts_rank(${contentTranslations.searchVector}, ${query.rank}::tsquery) + word_similarity(${query.title}, ${contentTranslations.searchTitle}))`;
}
