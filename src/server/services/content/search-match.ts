import { sql, type SQL } from 'drizzle-orm';
import { contentTranslations } from '@/server/db/schema';
import { normalizePersian } from '@/shared/text/normalize';

/** Escapes LIKE wildcards so a search for "50%" means the characters. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The query in the form search_text is stored in; empty when nothing searchable is left. */
export function normalizeQuery(q: string): string {
  return normalizePersian(q);
}

/**
 * Matches a normalized query against `search_text`: full-text (whole words), trigram word
 * similarity (typos) or substring (a word being typed). All three use the GIN indexes, and the
 * same SQL runs on PGlite and PostgreSQL.
 */
export function searchMatch(normalized: string): SQL {
  const text = contentTranslations.searchText;
  return sql`(to_tsvector('simple', ${text}) @@ plainto_tsquery('simple', ${normalized}) or ${normalized} <% ${text} or ${text} like ${likePattern(normalized)})`;
}

/** Relevance: full-text rank plus trigram word similarity. */
export function searchRank(normalized: string): SQL<number> {
  const text = contentTranslations.searchText;
  return sql<number>`(ts_rank(to_tsvector('simple', ${text}), plainto_tsquery('simple', ${normalized})) + word_similarity(${normalized}, ${text}))`;
}
