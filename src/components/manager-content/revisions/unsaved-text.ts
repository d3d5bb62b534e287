import { locales } from '@/i18n/locales';
import type { ContentFormValues } from '../content-form-values';

/** The editor's texts in both languages as plain lines, to keep aside when a save is refused. */
export function unsavedTextOf(values: ContentFormValues): string {
  return locales
    .map((lang) => [values.translations[lang].title, values.translations[lang].excerpt, values.translations[lang].body].filter((line) => line.trim()))
    .flatMap((lines, index) => (lines.length > 0 ? [[`[${locales[index]}]`, ...lines].join('\n\n')] : []))
    .join('\n\n');
}
