import { formatNumber } from '@/shared/format/number';
import type { Locale } from './locales';

/** A message catalogue or any part of one: nested namespaces down to string leaves. */
export type Catalog = { [key: string]: string | Catalog };

/** The string at a dotted key, or undefined when the catalogue (or the slice of it) lacks one. */
export function lookupMessage(catalog: Catalog, key: string): string | undefined {
  const found = key.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, catalog);
  return typeof found === 'string' ? found : undefined;
}

/**
 * Looks a dotted key up in `catalog` and fills `{name}` placeholders. Takes the catalogue as an
 * argument so browser code can pass the slice its provider holds instead of bundling both files.
 */
export function translateIn(catalog: Catalog, locale: Locale, key: string, values?: Record<string, string | number>): string {
  const found = lookupMessage(catalog, key);
  if (found === undefined) return key;
  if (!values) return found;
  return found.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!(name in values)) return match;
    const value = values[name];
    // Numbers read in the reader's digits: ۴۲ in Persian, 42 in English.
    return typeof value === 'number' ? formatNumber(value, locale, { useGrouping: false }) : String(value);
  });
}
