import type { z } from 'zod';
import { serverMeasuredAttributes, type AttributeColumnKey, type AttributeKey, type ContentType, type ServerMeasuredAttribute } from '@/shared/content-types';
import { attributesSchema } from '@/shared/schemas/content-attributes';
import { numberFromText } from '@/shared/schemas/primitives';

/**
 * How the edit form draws a type's own fields, read from the registry's zod schema (so a field
 * added there appears in the form): plain strings and numbers become inputs, `{fa, en}` objects
 * two text areas, the topic record the twelve feature topics, arrays of rows a row editor.
 * Only which strings are uploads (and of what) is named here.
 */
export type AttributeField =
  | { key: AttributeKey; kind: 'text' | 'number' | 'url'; required: boolean }
  | { key: AttributeKey; kind: 'media'; accept: string; required: boolean }
  | { key: AttributeKey; kind: 'localized'; required: boolean }
  | { key: AttributeKey; kind: 'topics'; required: boolean }
  | { key: AttributeKey; kind: 'rows'; columns: { key: AttributeColumnKey; kind: 'date' | 'number' | 'localized' }[]; required: boolean };

const uploads: Record<string, string> = { pdf: 'application/pdf', audio: 'audio/*', video: 'video/*', image: 'image/*' };
const urlKeys = new Set(['website', 'embed_url']);

type Def = { type: string; innerType?: z.ZodType; out?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType };

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/**
 * Strips optional / default / nullable wrappers and pipes (a number read from any digits is a
 * pipe into a number); tells whether the field may be left out.
 */
function unwrap(schema: z.ZodType): { inner: z.ZodType; required: boolean } {
  let inner = schema;
  let required = true;
  for (;;) {
    const def = defOf(inner);
    if ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable') && def.innerType) {
      required = false;
      inner = def.innerType;
      continue;
    }
    if (def.type === 'pipe' && def.out) {
      inner = def.out;
      continue;
    }
    return { inner, required };
  }
}

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  return (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? null;
}

function isLocalized(schema: z.ZodType): boolean {
  const shape = shapeOf(schema);
  return Boolean(shape && 'fa' in shape && 'en' in shape && Object.keys(shape).length === 2);
}

function columnKind(schema: z.ZodType): 'date' | 'number' | 'localized' {
  const { inner } = unwrap(schema);
  if (isLocalized(inner)) return 'localized';
  return defOf(inner).type === 'number' ? 'number' : 'date';
}

export function attributeFieldsOf(type: ContentType): AttributeField[] {
  // The schema's shape is read at run time, so its keys come back as strings: they are the
  // registry's attribute keys (the types above), which is what lets each label be checked.
  const shape = (shapeOf(attributesSchema(type)) ?? {}) as Record<AttributeKey | ServerMeasuredAttribute, z.ZodType>;
  const editable = Object.entries(shape).filter((entry): entry is [AttributeKey, z.ZodType] => !(serverMeasuredAttributes as readonly string[]).includes(entry[0]));
  return editable.map(([key, field]): AttributeField => {
    const { inner, required } = unwrap(field);
    const def = defOf(inner);
    if (key in uploads) return { key, kind: 'media', accept: uploads[key]!, required };
    if (isLocalized(inner)) return { key, kind: 'localized', required };
    if (def.type === 'record') return { key, kind: 'topics', required };
    if (def.type === 'array' && def.element) {
      const row = (shapeOf(unwrap(def.element).inner) ?? {}) as Record<AttributeColumnKey, z.ZodType>;
      const columns = Object.entries(row).map(([column, schema]) => ({ key: column as AttributeColumnKey, kind: columnKind(schema) }));
      return { key, kind: 'rows', columns, required };
    }
    if (def.type === 'number') return { key, kind: 'number', required };
    return { key, kind: urlKeys.has(key) ? 'url' : 'text', required };
  });
}

/**
 * The attributes as the API wants them: empty inputs left out (optional fields), empty language
 * halves removed, number inputs as numbers.
 */
export function cleanAttributes(type: ContentType, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const localized = (value: unknown) => {
    const entry = Object.fromEntries(Object.entries((value ?? {}) as Record<string, string>).filter(([, text]) => text?.trim()));
    return Object.keys(entry).length ? entry : undefined;
  };
  for (const field of attributeFieldsOf(type)) {
    const value = values[field.key];
    if (field.kind === 'localized') {
      const entry = localized(value);
      if (entry) out[field.key] = entry;
    } else if (field.kind === 'topics') {
      out[field.key] = Object.fromEntries(
        Object.entries((value ?? {}) as Record<string, unknown>).flatMap(([topic, text]) => {
          const entry = localized(text);
          return entry ? [[topic, entry]] : [];
        }),
      );
    } else if (field.kind === 'rows') {
      out[field.key] = ((value ?? []) as Record<string, unknown>[]).map((row) =>
        Object.fromEntries(
          field.columns.map((column) => {
            const cell = row[column.key];
            if (column.kind === 'localized') return [column.key, localized(cell) ?? {}];
            if (column.kind === 'number') return [column.key, cell === '' || cell === undefined ? undefined : numberFromText(cell)];
            return [column.key, cell];
          }),
        ),
      );
    } else if (value !== '' && value !== undefined && value !== null) {
      out[field.key] = field.kind === 'number' ? numberFromText(value) : value;
    }
  }
  return out;
}
