/**
 * How text becomes search words, the same way for stored documents and for queries, so that
 * every spelling of a Persian compound meets: «می‌خواهم», «می خواهم» and «میخواهم»; «بیت‌کوین»,
 * «بیت کوین» and «بیتکوین». Isomorphic, like the normaliser it builds on.
 */
import { foldLetters } from './normalize';
import { COMPOUNDS, persianStemParts } from './persian-stem';

// Bound morphemes that Persian writes joined, after a ZWNJ or after a space: a verb's «می», a
// plural «ها», a comparative «تر». Typed after a space they still belong to their neighbour, and
// alone they mean nothing to a reader, so they are never indexed as words of their own.
const PREFIXES = new Set(['می', 'نمی', 'بی']);
const SUFFIXES = new Set([
  'ها', 'های', 'هایی', 'هایم', 'هایت', 'هایش', 'هایمان', 'هایتان', 'هایشان',
  'تر', 'ترین', 'ای', 'ام', 'ات', 'اش', 'ایم', 'اید', 'اند', 'ی',
]);

const isBound = (part: string) => PREFIXES.has(part) || SUFFIXES.has(part);

/** A word as typed: its parts (more than one for a compound) and the parts written together. */
export type SearchWord = { parts: string[]; joined: string };

const ZWNJ = '\u200C';
// Letters, marks and digits make words; a ZWNJ joins the parts of one.
const SEPARATOR = /([^\p{L}\p{M}\p{N}\u200C]+)/u;
const PERSIAN = /^[\u0600-\u06FF]+$/;
const MAX_WORD_LENGTH = 60;

/** Splits text into words; a ZWNJ compound, or a bound morpheme typed after a space, is one word. */
export function searchWords(text: string): SearchWord[] {
  const words: SearchWord[] = [];
  const pieces = foldLetters(text).split(SEPARATOR);
  for (let i = 0; i < pieces.length; i += 2) {
    const parts = pieces[i]!.split(ZWNJ).filter((part) => part && part.length <= MAX_WORD_LENGTH);
    if (parts.length === 0) continue;
    const previous = words.at(-1);
    const separator = pieces[i - 1] ?? '';
    const joinsPrevious =
      previous !== undefined && /^\s+$/.test(separator) && (PREFIXES.has(previous.parts.at(-1)!) || SUFFIXES.has(parts[0]!));
    if (joinsPrevious) {
      previous.parts.push(...parts);
      previous.joined = previous.parts.join('');
    } else {
      words.push({ parts, joined: parts.join('') });
    }
  }
  return words;
}

/** A word as search understands it: as typed (`surface`) and as its stem (`parts`, `joined`). */
export type AnalysedWord = SearchWord & { surface: SearchWord };

function stemmed(surface: SearchWord): AnalysedWord {
  const parts = persianStemParts(surface.parts) ?? surface.parts;
  return { parts, joined: parts.join(''), surface };
}

/**
 * The words of a text as documents and queries are both analysed: two words side by side that
 * make a known compound are one («رمز ارز» is «رمزارز»), and each Persian word stands for its
 * stem («کیف پول‌ها» is «کیفپول», «می‌خواهم» is «خواهم»; src/shared/text/persian-stem.ts).
 */
export function analysedWords(text: string): AnalysedWord[] {
  const words: AnalysedWord[] = [];
  for (const word of searchWords(text)) {
    const previous = words.at(-1);
    if (previous) {
      const together = stemmed({ parts: [...previous.surface.parts, ...word.parts], joined: previous.surface.joined + word.joined });
      if (COMPOUNDS.has(together.joined)) {
        words[words.length - 1] = together;
        continue;
      }
    }
    words.push(stemmed(word));
  }
  return words;
}

const ENGLISH = /^[a-z]+$/;
const MIN_STEM = 3;

/**
 * An English word's stem, the same for documents and queries so «wallets» and «wallet» meet: a
 * light plural stemmer after Harman's S-stemmer («stories» → story, «wallets» → wallet, «boxes» →
 * box, «addresses» → address, «games» → game); «glass», «bonus», «basis» and short words stay.
 * Null when the word is its own stem or is not an English word.
 */
export function englishStem(word: string): string | null {
  if (!ENGLISH.test(word) || word.length <= MIN_STEM) return null;
  let stem = word;
  if (/[^ae]ies$/.test(word)) stem = `${word.slice(0, -3)}y`;
  else if (/(?:ss|x|zz|ch|sh)es$/.test(word)) stem = word.slice(0, -2);
  else if (/[^su]s$/.test(word) && !word.endsWith('is')) stem = word.slice(0, -1);
  return stem !== word && stem.length >= MIN_STEM ? stem : null;
}

/**
 * The lexemes a document is indexed under, in reading order: each word's stem written together
 * (a Persian word stands only for its stem: queries ask for nothing else) and, for a compound,
 * each of its free parts after it («بیت‌کوین» → بیتکوین, بیت, کوین), so a query for the whole,
 * for a part, or for the parts side by side all find it; an English word also
 * under its stem («wallets» → wallets, wallet), which queries are stemmed to as well.
 */
export function indexLexemes(text: string): string[] {
  const lexemes: string[] = [];
  for (const { joined, parts } of analysedWords(text)) {
    lexemes.push(joined);
    if (parts.length > 1) lexemes.push(...parts.filter((part) => !isBound(part)));
    const stem = englishStem(joined);
    if (stem) lexemes.push(stem);
  }
  return lexemes;
}

/** One query word: it matches when any alternative does; an alternative is a phrase of lexemes. */
/**
 * `mayBeUnfinished`: the last word, still being typed, completes as a prefix; not when an ending
 * was taken off it («دفترها» was typed whole, and its stem must not complete to «دفترچه»).
 */
export type QueryTerm = { alternatives: string[][]; mayBeUnfinished: boolean };

const MIN_PART = 2;
const MAX_SPLIT_LENGTH = 14;

// «که» ("that") and «را» (the object marker) follow almost any word, and no compound ends in them:
// a cut leaving one at the end finds that phrase, not the word («شبکه» cut as «شب که», "the night
// that"). A preposition at the start is a real spelling («باکیفیت», «با کیفیت»), so it is asked.
const TRAILING_PARTICLES = new Set(['که', 'را']);

/** «بیتکوین» may be stored as «بیت کوین»: every way to cut a Persian word into two free words. */
function splitsOf(word: string): string[][] {
  if (!PERSIAN.test(word) || word.length < MIN_PART * 2 || word.length > MAX_SPLIT_LENGTH) return [];
  const splits: string[][] = [];
  for (let at = MIN_PART; at <= word.length - MIN_PART; at++) {
    const head = word.slice(0, at);
    const tail = word.slice(at);
    if (!isBound(head) && !isBound(tail) && !TRAILING_PARTICLES.has(tail)) splits.push([head, tail]);
  }
  return splits;
}

// Judged on the word written together, so a compound typed with a ZWNJ, a space or neither asks for the same.
const isFree = (word: AnalysedWord | undefined): word is AnalysedWord => word !== undefined && !isBound(word.joined);

/**
 * The terms of a query, each with the spellings a document may hold it in: written together, cut
 * into two free words side by side, as its typed parts, (for two free words typed apart) joined
 * with its neighbour, and an English word's stem («wallets» also finds what says «wallet»). The
 * alternatives follow from the word written together, so «می‌کند», «می کند» and «میکند» (or
 * «بیت‌کوین» and «بیتکوین») are one query, ranked and ordered alike.
 */
export function queryTerms(text: string): QueryTerm[] {
  const words = analysedWords(text);
  return words.map((word, index) => {
    const alternatives: string[][] = [[word.joined], ...splitsOf(word.joined)];
    const isNewCut = !alternatives.some((phrase) => phrase.join(' ') === word.parts.join(' '));
    if (word.parts.length > 1 && !word.parts.some(isBound) && isNewCut) alternatives.push(word.parts);
    const previous = words[index - 1];
    const next = words[index + 1];
    if (isFree(word) && isFree(previous)) alternatives.push([previous.joined + word.joined]);
    if (isFree(word) && isFree(next)) alternatives.push([word.joined + next.joined]);
    const stem = englishStem(word.joined);
    if (stem) alternatives.push([stem]);
    return { alternatives, mayBeUnfinished: index === words.length - 1 && word.joined === word.surface.joined };
  });
}

/**
 * A title as its trigrams are compared: its words written together, one space apart, so the
 * title match and the exact-title rule see «می‌کند», «می کند» and «میکند» as one word too.
 */
export function searchTitleOf(text: string): string {
  return analysedWords(text)
    .map((word) => word.joined)
    .join(' ');
}
