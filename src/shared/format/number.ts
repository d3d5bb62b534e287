/**
 * The one number formatter of the UI. Persian readers get Persian digits and the Persian
 * separators («۱٬۲۳۴٫۵»), English readers "1,234.5"; mixing «,» with «٬» on one page reads as a
 * typo, so every number on screen goes through here. Isomorphic.
 */
import { intlLocaleTag, type Locale } from '@/i18n/locales';
import { toPersianDigits } from '@/shared/text/normalize';

// Intl formatters are expensive to build; tables format hundreds of numbers.
const numberFormatCache = new Map<string, Intl.NumberFormat>();

/** Locale digits and grouping: fa «۱٬۲۳۴», en "1,234". Years pass `{ useGrouping: false }`. */
export function formatNumber(n: number | bigint, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = numberFormatCache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocaleTag(locale), options);
    numberFormatCache.set(key, formatter);
  }
  return formatter.format(n);
}

const LATIN_LETTER = /[A-Za-z]/;
// A run of digits with the separators between them: «90,601», «10.5», «2009».
const NUMBER_RUN = /\d+(?:[.,]\d+)*/g;

/**
 * Free text (an editor's specification value, a caption) in the reader's digits: in fa, «2009»
 * becomes «۲۰۰۹» and «90,601» «۹۰٬۶۰۱». Text with Latin letters is a Latin fragment («ERC-20»,
 * «Web3») and keeps its digits, as the reader would see it anywhere else.
 */
export function localizeDigits(text: string, locale: Locale): string {
  if (locale !== 'fa' || LATIN_LETTER.test(text)) return text;
  return text.replace(NUMBER_RUN, (run) => toPersianDigits(run.replace(/,/g, '\u066C').replace(/\./g, '\u066B')));
}
