import en from '../../messages/en.json';
import fa from '../../messages/fa.json';
import { localeInfo, type Locale } from './locales';

export type Messages = typeof en;
const catalogs: Record<Locale, Messages> = { en, fa };

export function getMessages(locale: Locale): Messages {
  return catalogs[locale];
}

/**
 * Looks a dotted key up in a catalogue and fills `{name}` placeholders. Used by server code
 * (API messages, mail) that runs outside next-intl's request scope.
 */
export function translate(locale: Locale, key: string, values?: Record<string, string | number>): string {
  const found = key.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, catalogs[locale]);
  if (typeof found !== 'string') return key;
  if (!values) return found;
  const numbers = new Intl.NumberFormat(localeInfo[locale].tag, { useGrouping: false });
  return found.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!(name in values)) return match;
    const value = values[name];
    // Numbers read in the reader's digits: ۴۲ in Persian, 42 in English.
    return typeof value === 'number' ? numbers.format(value) : String(value);
  });
}
