/** The one locale registry: routing, `<html lang dir>`, formatters and pickers all read it. */
export const locales = ['fa', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fa';

export type LocaleInfo = {
  code: Locale;
  /** BCP-47 tag sent as `Accept-Language` and rendered as `<html lang>`. */
  tag: string;
  dir: 'rtl' | 'ltr';
  calendar: 'persian' | 'gregory';
  /** Native name, shown in the language switch. */
  name: string;
  /**
   * The language switch's accessible name when it leads to this language, written in it as the
   * link's `lang` says. A literal, not a message with an argument: formatting one would make the
   * browser load its locale data while it hydrates every page (about 100 ms of a throttled phone).
   */
  readIn: string;
};

export const localeInfo: Record<Locale, LocaleInfo> = {
  fa: { code: 'fa', tag: 'fa-IR', dir: 'rtl', calendar: 'persian', name: 'فارسی', readIn: 'خواندن به فارسی' },
  en: { code: 'en', tag: 'en-US', dir: 'ltr', calendar: 'gregory', name: 'English', readIn: 'Read in English' },
};

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * BCP-47 tag for Intl, with the calendar from the registry; fa also pins Persian digits so dates
 * and numbers never depend on the runtime's default numbering system.
 */
export function intlLocaleTag(locale: Locale): string {
  const info = localeInfo[locale];
  if (info.calendar === 'gregory') return info.tag;
  return `${info.tag}-u-ca-${info.calendar}${locale === 'fa' ? '-nu-arabext' : ''}`;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'fa' ? 'en' : 'fa';
}
