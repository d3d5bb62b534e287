/**
 * Text normalisation for Persian and English input. Isomorphic (no Node or DOM APIs), so the
 * same rules apply in forms, route handlers and the search index.
 */

const PERSIAN_ZERO = 0x06f0; // ۰
const ARABIC_ZERO = 0x0660; // ٠

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits → ASCII digits. Inputs accept all three. */
export function toLatinDigits(s: string): string {
  return s.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (ch) => {
    const code = ch.charCodeAt(0);
    return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_ZERO);
  });
}

/** ASCII and Arabic-Indic digits → Persian digits (for display in fa). */
export function toPersianDigits(s: string): string {
  return s.replace(/[0-9\u0660-\u0669]/g, (ch) => {
    const code = ch.charCodeAt(0);
    const digit = code >= ARABIC_ZERO ? code - ARABIC_ZERO : code - 48;
    return String.fromCharCode(PERSIAN_ZERO + digit);
  });
}

// Arabic letter forms that Persian keyboards (and copy-paste from Arabic sites) produce for the
// same Persian letters; search must treat them as equal.
const LETTER_MAP: Record<string, string> = {
  '\u064A': '\u06CC', // ي Arabic yeh → ی
  '\u0649': '\u06CC', // ى alef maksura → ی
  '\u0643': '\u06A9', // ك Arabic kaf → ک
  '\u0629': '\u0647', // ة teh marbuta → ه
};

// Harakat (U+064B–U+065F), superscript alef (U+0670) and tatweel (U+0640) carry no meaning for search.
const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;
const ZWNJ = /\u200C/g;

/**
 * Canonical form for search and slugs: unified Persian letters, Latin digits, no diacritics,
 * ZWNJ as a space (so «کیف‌پول» matches «کیف پول»), collapsed whitespace, lowercase Latin.
 */
export function normalizePersian(s: string): string {
  return toLatinDigits(s)
    .replace(/[\u064A\u0649\u0643\u0629]/g, (ch) => LETTER_MAP[ch] ?? ch)
    .replace(DIACRITICS, '')
    .replace(ZWNJ, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export const SLUG_MAX_LENGTH = 120;

/**
 * URL slug that keeps Persian in Persian script (readable URLs for fa readers) and lowercases
 * Latin: slugify('آموزش  کیف‌پول Ledger!') === 'آموزش-کیف-پول-ledger'.
 */
export function slugify(text: string): string {
  const slug = normalizePersian(text)
    // Anything that is not a letter, a combining mark or a digit separates words.
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  // Cut at a word boundary when one exists, so a slug never ends in half a word.
  const cut = slug.slice(0, SLUG_MAX_LENGTH);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}
