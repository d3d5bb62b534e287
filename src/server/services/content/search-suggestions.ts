import { and, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import { databaseHandle, getDb, type Database } from '@/server/db/client';
import { preparedOn } from '@/server/db/prepared';
import { categoryTranslations, contentListCounts, contentTranslations, contents, tagTranslations } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { contentTypes, type ContentType } from '@/shared/content-types';
import { foldLetters } from '@/shared/text/normalize';
import { analysedWords, searchTitleOf } from '@/shared/text/search-words';
import { quote, searchQueryOf } from './search-match';
import { withSearchIndexes } from './search';
import { isVisible } from './visibility';

export type SearchSuggestion = { kind: 'item' | 'tag' | 'category'; label: string; href: string };

const ITEMS = 5;
const TERMS = 3;
// Ranking reads each candidate's title; a short prefix may match thousands of them.
const ITEM_CANDIDATES = 50;

/** A term's page: its list in the section where most of its listed items in this language are. */
function termHref(type: ContentType | null, key: 'tag' | 'category', slug: string): string | null {
  return type ? `/${type}/${key}/${encodeURIComponent(slug)}` : null;
}

const itemHref = (type: ContentType, slug: string) => (contentTypes[type].hasDetailPage ? `/${type}/${slug}` : `/${type}#${slug}`);

// Written out in full: in a select's own subqueries drizzle names a column without its table.
const tagFacet = sql.raw(`'t:' || "tag_translations"."tag_id"`);
const categoryFacet = sql.raw(`'c:' || "category_translations"."category_id"`);

// As the title-words index has it (schema/content.ts).
const titleWords = sql`ts_filter(${contentTranslations.searchVector}, '{a}')`;

// `name` folded the way queries are: Arabic yeh and kaf as Persian ones, lower case.
const foldedName = (column: typeof tagTranslations.name | typeof categoryTranslations.name) =>
  sql`lower(translate(${column}, ${'\u064A\u0643'}, ${'\u06CC\u06A9'}))`;

/** What a suggestion statement runs with: values, or placeholders for a prepared statement. */
type Bound = string | Placeholder;
type ItemValues = { titleQuery: Bound; title: Bound };
type TermValues = { prefix: Bound; wordPrefix: Bound };

/** Titles in `locale` holding every word of `titleQuery`, the closest to `title` first. */
function itemsStatement(db: Database, locale: Locale, { titleQuery, title }: ItemValues) {
  return db
    .select({ type: contents.type, slug: contentTranslations.slug, title: contentTranslations.title })
    .from(contentTranslations)
    .innerJoin(contents, eq(contents.id, contentTranslations.contentId))
    .where(
      sql`${contents.id} in (${db
        .select({ id: contentTranslations.contentId })
        .from(contentTranslations)
        .innerJoin(contents, eq(contents.id, contentTranslations.contentId))
        .where(and(eq(contentTranslations.locale, locale), isVisible(), sql`${titleWords} @@ ${titleQuery}::tsquery`))
        .limit(ITEM_CANDIDATES)}) and ${eq(contentTranslations.locale, locale)}`,
    )
    .orderBy(desc(sql`word_similarity(${title}, ${contentTranslations.searchTitle})`), desc(contents.publishedAt))
    .limit(ITEMS);
}

/**
 * Tags or categories in `locale` whose name, or one of its words, starts with what was typed, each
 * with its busiest section, read from the list totals the writes keep (one small table) rather than
 * counted over the term's items: a tag of a large library holds tens of thousands.
 */
function termsStatement(db: Database, kind: 'tag' | 'category', locale: Locale, { prefix, wordPrefix }: TermValues) {
  const [table, facet] = kind === 'tag' ? [tagTranslations, tagFacet] : [categoryTranslations, categoryFacet];
  const name = foldedName(table.name);
  return db
    .select({
      name: table.name,
      slug: table.slug,
      type: sql<ContentType | null>`(select counts.type from ${contentListCounts} counts where counts.locale = ${locale} and counts.facet = ${facet} and counts.total > 0 order by counts.total desc, counts.type limit 1)`,
    })
    .from(table)
    .where(and(eq(table.locale, locale), sql`(${name} like ${prefix} or ${name} like ${wordPrefix})`))
    .orderBy(table.name)
    .limit(TERMS);
}

const itemPlaceholders: ItemValues = { titleQuery: sql.placeholder('titleQuery'), title: sql.placeholder('title') };
const termPlaceholders: TermValues = { prefix: sql.placeholder('prefix'), wordPrefix: sql.placeholder('wordPrefix') };

/**
 * What the header's search box offers while a reader types: up to five titles holding every
 * word typed (the last one completing), then up to three tags and three categories whose name
 * or one of its words starts with what was typed, each with the page it opens, in `locale`.
 * On PostgreSQL the three statements are prepared (one per language), as a search's is: they
 * answer every keystroke pause, and building them was a good part of a suggestion's own CPU.
 */
export async function searchSuggestions(q: string, locale: Locale, db: Database = getDb()): Promise<SearchSuggestion[]> {
  const typed = foldLetters(q).replace(/\s+/g, ' ').trim();
  if (typed.length < 2) return [];
  // Every word typed, the last one completing, matched against titles' own words.
  const titleQuery = searchQueryOf(q)?.all;
  const itemValues = titleQuery ? { titleQuery, title: searchTitleOf(q) } : null;
  const termValues = { prefix: `${typed}%`, wordPrefix: `% ${typed}%` };
  const { db: pool, searchDb } = databaseHandle();
  // Prepared on PostgreSQL's pools; in a transaction (PGlite, or a caller's) built for its one run.
  const terms = (kind: 'tag' | 'category') =>
    searchDb && db === pool
      ? preparedOn(db, `suggest_${kind}_${locale}`, () => termsStatement(db, kind, locale, termPlaceholders)).execute(termValues)
      : termsStatement(db, kind, locale, termValues);

  const [items, tags, categories] = await Promise.all([
    itemValues
      ? withSearchIndexes(db, (reader) =>
          reader === searchDb
            ? preparedOn(reader, `suggest_items_${locale}`, () => itemsStatement(reader, locale, itemPlaceholders)).execute(itemValues)
            : itemsStatement(reader, locale, itemValues),
        )
      : [],
    terms('tag'),
    terms('category'),
  ]);

  const links = (kind: 'tag' | 'category', rows: { name: string; slug: string; type: ContentType | null }[]) =>
    rows.flatMap(({ name, slug, type }) => {
      const href = termHref(type, kind, slug);
      return href ? [{ kind, label: name, href }] : [];
    });
  return [
    ...items.map(({ type, slug, title }) => ({ kind: 'item' as const, label: title, href: itemHref(type, slug) })),
    ...links('tag', tags),
    ...links('category', categories),
  ];
}

const ZWNJ = '\u200C';
const MIN_WORD = 3;
const TITLES_PER_WORD = 20;
// Lower than pg_trgm's 0.6: one wrong letter in a short Persian word leaves about half its trigrams.
const WORD_SIMILARITY = 0.45;

/** Edits (insert, delete, replace) that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** The most edits a word of this length may be away from the word suggested for it. */
const allowedEdits = (length: number) => (length < 5 ? 1 : 2);

/**
 * «Did you mean»: the query with each word the library does not hold replaced by the closest
 * word of its titles in `locale` («بیتکوبن» → «بیت‌کوین», «etherum» → «ethereum»), written as
 * the titles write it; null when every word is the library's own or nothing is close enough.
 */
export async function spellingSuggestion(q: string, locale: Locale, db: Database = getDb()): Promise<string | null> {
  const words = analysedWords(q);
  if (words.length === 0) return null;
  let changed = false;
  const threshold = sql`set local pg_trgm.word_similarity_threshold = ${sql.raw(String(WORD_SIMILARITY))}`;
  const suggested = await withSearchIndexes(db, async (tx) => {
    const out: string[] = [];
    for (const word of words) {
      const asTyped = word.surface.parts.join(ZWNJ);
      if (word.joined.length < MIN_WORD || /^\d+$/.test(word.joined)) {
        out.push(asTyped);
        continue;
      }
      // A word some document holds is the library's own, even when no title has it.
      const [held] = await tx
        .select({ id: contentTranslations.contentId })
        .from(contentTranslations)
        .innerJoin(contents, eq(contents.id, contentTranslations.contentId))
        .where(and(eq(contentTranslations.locale, locale), isVisible(), sql`${contentTranslations.searchVector} @@ ${quote(word.joined)}::tsquery`))
        .limit(1);
      if (held) {
        out.push(asTyped);
        continue;
      }
      const titles = await tx
        .select({ title: contentTranslations.title })
        .from(contentTranslations)
        .innerJoin(contents, eq(contents.id, contentTranslations.contentId))
        .where(and(eq(contentTranslations.locale, locale), isVisible(), sql`${word.joined} <% ${contentTranslations.searchTitle}`))
        .orderBy(desc(sql`word_similarity(${word.joined}, ${contentTranslations.searchTitle})`))
        .limit(TITLES_PER_WORD);
      let best: { text: string; edits: number } | null = null;
      for (const { title } of titles) {
        for (const candidate of analysedWords(title)) {
          if (candidate.joined === word.joined) {
            best = { text: asTyped, edits: 0 };
            break;
          }
          const edits = editDistance(word.joined, candidate.joined);
          if (edits <= allowedEdits(word.joined.length) && (!best || edits < best.edits)) best = { text: candidate.parts.join(ZWNJ), edits };
        }
        if (best?.edits === 0) break;
      }
      if (best && best.edits > 0) changed = true;
      out.push(best?.text ?? asTyped);
    }
    return out;
  }, threshold);
  return changed ? suggested.join(' ') : null;
}

/** The header's answer while a reader types: suggestions, and a spelling to try only when there are none. */
export async function suggestSearches(q: string, locale: Locale, db: Database = getDb()): Promise<{ suggestions: SearchSuggestion[]; did_you_mean: string | null }> {
  const suggestions = await searchSuggestions(q, locale, db);
  return { suggestions, did_you_mean: suggestions.length > 0 ? null : await spellingSuggestion(q, locale, db) };
}
