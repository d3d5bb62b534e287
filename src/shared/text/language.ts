import type { Locale } from '@/i18n/locales';

/** Any letter of the Arabic script block, which Persian is written in. */
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

/**
 * The language a short text is written in, for text that arrives without a page to say so
 * (seeded comments, rows written before comments had a language): Persian when it uses the
 * Persian alphabet at all, English otherwise. The migration backfills with the same rule.
 */
export function languageOfText(text: string): Locale {
  return ARABIC_SCRIPT.test(text) ? 'fa' : 'en';
}
