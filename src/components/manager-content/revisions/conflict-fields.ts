import { isLocale, type Locale } from '@/i18n/locales';
import type { ContentUpdateBody } from './use-edit-session';

/** A field path of a 409 (`translations.fa.title`, `status`, `attributes.duration`…), read apart. */
export type ConflictField =
  | { kind: 'text'; lang: Locale; field: string }
  | { kind: 'language'; lang: Locale }
  | { kind: 'attribute'; key: string }
  | { kind: 'item'; field: string };

export function readField(path: string): ConflictField {
  const [head, second, third] = path.split('.');
  if (head === 'translations' && isLocale(second)) return third ? { kind: 'text', lang: second, field: third } : { kind: 'language', lang: second };
  if (head === 'attributes' && second) return { kind: 'attribute', key: second };
  return { kind: 'item', field: path };
}

/**
 * The body of a save that takes the other writer's value in each conflicting field and keeps this
 * editor's other changes: sent with the same base version, those fields now equal what is stored,
 * which the merge counts as no conflict (ADR 0019). A language they removed is removed here too; a
 * language this editor removed and they edited is left as they have it.
 */
export function withTheirs(body: ContentUpdateBody, fields: string[], theirs: Record<string, unknown>): ContentUpdateBody {
  const next: ContentUpdateBody = { ...body, translations: { ...body.translations }, ...(body.attributes ? { attributes: { ...body.attributes } } : {}) };
  const translations = next.translations!;
  for (const path of fields) {
    const field = readField(path);
    const value = theirs[path];
    if (field.kind === 'language') {
      translations[field.lang] = value ? undefined : null;
    } else if (field.kind === 'text') {
      const texts = translations[field.lang];
      // Their title is null only when they removed the language.
      if (field.field === 'title' && value === null) translations[field.lang] = null;
      else if (texts) translations[field.lang] = { ...texts, [field.field]: value ?? undefined };
      else translations[field.lang] = undefined;
    } else if (field.kind === 'attribute') {
      const attributes = (next.attributes ?? {}) as Record<string, unknown>;
      if (value === undefined) delete attributes[field.key];
      else attributes[field.key] = value;
      next.attributes = attributes;
    } else {
      (next as Record<string, unknown>)[field.field] = value ?? null;
    }
  }
  return next;
}

/** A field's value in a save's body, for showing it beside theirs. */
export function valueInBody(body: ContentUpdateBody, path: string): unknown {
  const field = readField(path);
  if (field.kind === 'language') return Boolean(body.translations?.[field.lang]);
  if (field.kind === 'text') return (body.translations?.[field.lang] as Record<string, unknown> | null | undefined)?.[field.field] ?? null;
  if (field.kind === 'attribute') return (body.attributes as Record<string, unknown> | undefined)?.[field.key];
  return (body as Record<string, unknown>)[field.field] ?? null;
}
