import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { contentTranslations } from '@/server/db/schema';
import { normalizePersian } from '@/shared/text/normalize';
import { indexLexemes, searchTitleOf } from '@/shared/text/search-words';
import { plainText } from './html';
import { transaction } from '@/server/db/unit-of-work';

// PostgreSQL's limits for a tsvector: positions above 16,383 are not stored, nor more than 256
// positions per lexeme.
const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_LEXEME = 256;

type Weight = 'A' | 'B' | 'D';

/**
 * The stored search document as a tsvector literal, built here rather than by to_tsvector so
 * that documents and queries share one tokenizer (src/shared/text/search-words) on PGlite and
 * PostgreSQL alike: title words weigh A, excerpt B, body D.
 */
export function searchVectorOf(title: string, excerpt: string, plainBody: string): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const [text, weight] of [[title, 'A'], [excerpt, 'B'], [plainBody, 'D']] as [string, Weight][]) {
    for (const lexeme of indexLexemes(text)) {
      position = Math.min(position + 1, MAX_POSITION);
      const list = positions.get(lexeme) ?? [];
      if (list.length < MAX_POSITIONS_PER_LEXEME) list.push(weight === 'D' ? `${position}` : `${position}${weight}`);
      positions.set(lexeme, list);
    }
  }
  return [...positions].map(([lexeme, list]) => `'${lexeme.replace(/['\\]/g, (ch) => `\\${ch}`)}':${[...new Set(list)].join(',')}`).join(' ');
}

/** The search columns of a translation, written with its text in the same statement. */
export function searchFieldsOf(title: string, excerpt: string, bodyHtml: string) {
  const plainBody = plainText(bodyHtml);
  return {
    searchText: normalizePersian(`${title} ${excerpt} ${plainBody}`),
    searchTitle: searchTitleOf(title),
    searchVector: searchVectorOf(title, excerpt, plainBody),
  };
}

/**
 * Clears the stored documents `where` selects (all when absent), for the backlog step to index
 * them again with the tokenizer of every write. Resolves how many were cleared.
 */
async function clearStoredDocuments(db: Database, where?: SQL): Promise<number> {
  const cleared = await db.update(contentTranslations).set({ searchVector: null }).where(where).returning({ id: contentTranslations.contentId });
  return cleared.length;
}

/** Every stored document: titles are now stored as their words written together (searchTitleOf), and queries compare with that form. */
export function clearSearchIndexForJoinedTitles(db: Database): Promise<number> {
  return clearStoredDocuments(db);
}

/**
 * Documents indexed before Persian words stood for their stems and known compounds for one word
 * (src/shared/text/persian-stem.ts), titles included: only translations holding a Persian letter
 * can change.
 */
export function clearPersianIndexForStems(db: Database): Promise<number> {
  return clearStoredDocuments(db, sql`${contentTranslations.searchText} ~ '[\u0600-\u06FF]'`);
}

/**
 * Documents indexed before English words were also indexed under their stems («wallets» →
 * wallet): only translations holding a Latin letter can change.
 */
export function clearEnglishIndexForStems(db: Database): Promise<number> {
  return clearStoredDocuments(db, sql`${contentTranslations.searchText} ~ '[a-z]'`);
}

const BACKLOG_BATCH = 200;

/**
 * Indexes translations written before the stored search document existed (an upgraded
 * install: the migration adds the column empty). Runs at every start; a no-op once done.
 * Resolves the number of translations indexed.
 */
export async function indexSearchBacklog(db: Database): Promise<number> {
  let indexed = 0;
  for (;;) {
    const rows = await db
      .select({
        contentId: contentTranslations.contentId,
        locale: contentTranslations.locale,
        title: contentTranslations.title,
        excerpt: contentTranslations.excerpt,
        body: contentTranslations.body,
      })
      .from(contentTranslations)
      .where(isNull(contentTranslations.searchVector))
      .limit(BACKLOG_BATCH);
    if (rows.length === 0) return indexed;
    await transaction(db, async (tx) => {
      for (const row of rows) {
        await tx
          .update(contentTranslations)
          .set(searchFieldsOf(row.title, row.excerpt, row.body))
          .where(and(eq(contentTranslations.contentId, row.contentId), eq(contentTranslations.locale, row.locale)));
      }
    });
    indexed += rows.length;
  }
}
