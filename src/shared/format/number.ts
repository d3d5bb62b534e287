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

/** Each currency's name as a Persian reader says it after the amount. */
const persianCurrencyNames: Record<string, string> = { USD: 'دلار', EUR: 'یورو', IRT: 'تومان' };

type MoneyOptions = {
  /** ISO code; USD unless said. */
  currency?: string;
  /** «۱٫۳۲ تریلیون دلار», "$1.32T": for large sums such as a market value. */
  compact?: boolean;
  maximumFractionDigits?: number;
};

/**
 * An amount of money in the reader's language: fa writes the number and then the currency's
 * name, as Persian says it («۶۷٬۲۵۰ دلار», «۱٫۳۲ تریلیون دلار»), never a «$» that the
 * right-to-left line strands on the wrong side of the number («۱٫۳۲ $ تریلیون»); en uses the
 * symbol ("$67,250.00", "$1.32T"). A compact amount shows only the digits it needs.
 */
export function formatMoney(amount: number, locale: Locale, { currency = 'USD', compact = false, maximumFractionDigits = 2 }: MoneyOptions = {}): string {
  const notation = compact ? ({ notation: 'compact' } as const) : {};
  const name = persianCurrencyNames[currency];
  if (locale === 'fa' && name) return `${formatNumber(amount, 'fa', { ...notation, maximumFractionDigits })}\u00a0${name}`;
  return formatNumber(amount, locale, { style: 'currency', currency, ...notation, maximumFractionDigits, ...(compact ? { minimumFractionDigits: 0 } : {}) });
}
