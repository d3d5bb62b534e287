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

/**
 * A number as typed, in any digits, ready for `Number()`: «۱٬۲۰۰» → "1200", «۲٫۵» → "2.5",
 * «1,200» → "1200". Group separators (Persian «٬», Latin «,», spaces) are dropped; the Persian
 * decimal «٫» becomes ".". Text that is not a number comes back cleaned but still not a number.
 */
export function toLatinNumber(s: string): string {
  return toLatinDigits(s)
    .replace(/[\u066C,\s\u200C\u200E\u200F]/g, '')
    .replace(/\u066B/g, '.');
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
  '\u06C0': '\u0647', // ۀ heh with yeh above (the ezafe on a final heh) → ه
};

// Harakat and tanwin (U+064B–U+065F), superscript alef (U+0670) and tatweel (U+0640) carry no
// meaning for search; neither do the invisible joiners and direction marks a paste brings along.
const DIACRITICS = /[\u064B-\u065F\u0670\u0640\u200D\u200E\u200F\u00AD\uFEFF]/g;
const ZWNJ = /\u200C/g;

/**
 * Letters, digits and marks folded to one form, the ZWNJ kept (search still needs to see where
 * a compound joins). NFKC first turns Arabic presentation forms and full-width digits into the
 * ordinary characters.
 */
export function foldLetters(s: string): string {
  return toLatinDigits(s.normalize('NFKC'))
    .replace(/[\u064A\u0649\u0643\u0629\u06C0]/g, (ch) => LETTER_MAP[ch] ?? ch)
    .replace(DIACRITICS, '')
    .toLowerCase();
}

/**
 * Canonical form for search and slugs: unified Persian letters, Latin digits, no diacritics,
 * ZWNJ as a space (so «کیف‌پول» matches «کیف پول»), collapsed whitespace, lowercase Latin.
 */
export function normalizePersian(s: string): string {
  return foldLetters(s).replace(ZWNJ, ' ').replace(/\s+/g, ' ').trim();
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
