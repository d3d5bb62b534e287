/**
 * Latin runs inside Persian prose («کیف پول‌های سازگار: MetaMask، WalletConnect.»). Left to the
 * bidi algorithm, a Latin list is one left-to-right run whose commas belong to it, so a line that
 * breaks inside it shows «,MetaMask» at the right-hand edge, and the list reads in the wrong order.
 * Isolated one by one, each name keeps its own punctuation («ERC-20», «bitcoin.org») and the
 * sentence around them, separators included, runs right to left. Isomorphic.
 */
import type { Locale } from '@/i18n/locales';

export type ProsePart = { text: string; isLatin: boolean };

// A Latin word and the words joined to it by a space or by its own punctuation: «Coinbase Wallet»,
// «ERC-20», «https://decentraland.org». A comma, a trailing full stop or a Persian letter ends it.
const LATIN_RUN = /[A-Za-z][A-Za-z0-9]*(?:(?: |[-.:/_@#&+'’]+)[A-Za-z0-9]+)*/g;
const PERSIAN_LETTER = /[\u0600-\u06FF]/;
const LATIN_COMMA = /^\s*,\s*$/;

/**
 * Text split into its Latin runs and the rest, for the reader's language. In fa, a Latin comma
 * between two Latin runs becomes the Persian «، » (the list is part of the Persian sentence); a
 * text without Persian letters is one Latin part. In en, the text is one part as it is.
 */
export function proseParts(text: string, locale: Locale): ProsePart[] {
  if (locale !== 'fa' || !/[A-Za-z]/.test(text)) return [{ text, isLatin: false }];
  if (!PERSIAN_LETTER.test(text)) return [{ text, isLatin: true }];
  const parts: ProsePart[] = [];
  let at = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    const gap = text.slice(at, match.index);
    const follows = parts.at(-1)?.isLatin === true;
    if (gap) parts.push({ text: follows && LATIN_COMMA.test(gap) ? '، ' : gap, isLatin: false });
    parts.push({ text: match[0], isLatin: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), isLatin: false });
  return parts;
}
