import en from '../../messages/en.json';
import fa from '../../messages/fa.json';
import type { Locale } from './locales';
import { translateIn, type Catalog } from './translate';

export type Messages = typeof en;
const catalogs: Record<Locale, Messages> = { en, fa };

/** The whole catalogue: server code only (it would put both files in a browser bundle). */
export function getMessages(locale: Locale): Messages {
  return catalogs[locale];
}

/**
 * Looks a dotted key up in a catalogue and fills `{name}` placeholders. Used by server code
 * (API messages, mail) that runs outside next-intl's request scope.
 */
export function translate(locale: Locale, key: string, values?: Record<string, string | number>): string {
  return translateIn(catalogs[locale] as Catalog, locale, key, values);
}
