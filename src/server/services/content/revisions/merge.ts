import type { UpdateContentInput } from '@/shared/schemas/content';
import type { RevisionSnapshot } from '@/shared/schemas/content-revisions';
import { sanitizeBody } from '../html';

/**
 * The three-way merge of a save that started from an older version (ADR 0019). Each field is
 * compared on its own: each language's title, slug, excerpt, body and SEO texts, whether the
 * language exists, the status, date, category, cover, the tags as a set and each attribute.
 */

type FieldValues = Map<string, string | undefined>;

const languages = ['fa', 'en'] as const;
const textFields = ['title', 'slug', 'excerpt', 'body', 'seo_title', 'seo_description'] as const;
/** Measured from the stored file on every write, never a manager's input. */
const measured = new Set(['duration_seconds']);

/** A value as compared: JSON with sorted keys, so two equal objects compare equal; absent stays undefined. */
function valueKey(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

const dateKey = (value: Date | string | null) => valueKey(value === null ? null : new Date(value).toISOString());

/** Every field of a stored item (a revision's snapshot, or the item now). */
function storedFields(snapshot: RevisionSnapshot): FieldValues {
  const fields: FieldValues = new Map([
    ['status', valueKey(snapshot.status)],
    ['published_at', dateKey(snapshot.published_at)],
    ['category_id', valueKey(snapshot.category_id)],
    ['category_ids', valueKey([...(snapshot.category_ids ?? [])].sort())],
    ['cover_id', valueKey(snapshot.cover_id)],
    ['tag_ids', valueKey([...snapshot.tag_ids].sort())],
  ]);
  for (const [key, value] of Object.entries(snapshot.attributes)) if (!measured.has(key)) fields.set(`attributes.${key}`, valueKey(value));
  for (const lang of languages) {
    const texts = snapshot.translations[lang];
    fields.set(`translations.${lang}`, valueKey(Boolean(texts)));
    for (const field of textFields) fields.set(`translations.${lang}.${field}`, texts ? valueKey(texts[field]) : undefined);
  }
  return fields;
}

/**
 * The fields a save sets, as they would be stored (bodies sanitized, absent SEO texts null); a
 * field the save leaves out is not in the map. A translation given replaces that language's texts
 * but keeps its slug unless one is sent; attributes given replace them all, except a reading time
 * left out, which the write computes.
 */
function sentFields(sent: UpdateContentInput, base: RevisionSnapshot | null): FieldValues {
  const fields: FieldValues = new Map();
  if (sent.status !== undefined) fields.set('status', valueKey(sent.status));
  if (sent.published_at !== undefined) fields.set('published_at', dateKey(sent.published_at));
  if (sent.category_id !== undefined) fields.set('category_id', valueKey(sent.category_id));
  if (sent.category_ids !== undefined) fields.set('category_ids', valueKey([...new Set(sent.category_ids)].sort()));
  if (sent.cover_id !== undefined) fields.set('cover_id', valueKey(sent.cover_id));
  if (sent.tag_ids !== undefined) fields.set('tag_ids', valueKey([...new Set(sent.tag_ids)].sort()));
  if (sent.attributes !== undefined) {
    const attributes = sent.attributes as Record<string, unknown>;
    const keys = new Set([...Object.keys(attributes), ...Object.keys(base?.attributes ?? {})]);
    for (const key of keys) {
      if (measured.has(key) || (key === 'reading_time' && attributes[key] === undefined)) continue;
      fields.set(`attributes.${key}`, valueKey(attributes[key]));
    }
  }
  for (const lang of languages) {
    const texts = sent.translations?.[lang];
    if (texts === undefined) continue;
    fields.set(`translations.${lang}`, valueKey(texts !== null));
    for (const field of textFields) {
      if (texts === null) fields.set(`translations.${lang}.${field}`, undefined);
      else if (field === 'body') fields.set(`translations.${lang}.body`, valueKey(sanitizeBody(texts.body)));
      else if (field === 'seo_title' || field === 'seo_description') fields.set(`translations.${lang}.${field}`, valueKey(texts[field] ?? null));
      else if (texts[field] !== undefined) fields.set(`translations.${lang}.${field}`, valueKey(texts[field]));
    }
  }
  return fields;
}

export type MergeResult = {
  /** Fields this save changed that the newer version also changed, to another value. */
  conflicts: string[];
  /** The save reduced to what it changed from its base, to apply on top of the item as it is now. */
  changes: UpdateContentInput;
};

/**
 * Merges a save made from `base` onto the item as it is `now`. What the save changed from its base
 * is applied; what only the other writer changed stays; a field both changed to different values
 * is a conflict (the same value on both sides is none). Without the base (dropped by
 * `REVISIONS_KEEP`) what the other writer changed is unknown, so every field the save sets to a
 * value other than the stored one is a conflict. Fields named in `overwrite` are the saver's on
 * purpose and conflict no more.
 */
export function mergeOntoNewer(
  { base, now, sent, overwrite = [] }: { base: RevisionSnapshot | null; now: RevisionSnapshot; sent: UpdateContentInput; overwrite?: string[] },
): MergeResult {
  const sentValues = sentFields(sent, base);
  const baseValues = base ? storedFields(base) : null;
  const nowValues = storedFields(now);
  const changed = [...sentValues.keys()].filter((field) => !baseValues || sentValues.get(field) !== baseValues.get(field));
  const kept = new Set(overwrite);
  const conflicts = changed.filter(
    (field) =>
      !kept.has(field) &&
      sentValues.get(field) !== nowValues.get(field) &&
      (!baseValues || nowValues.get(field) !== baseValues.get(field)),
  );
  return { conflicts, changes: changesOnto(now, sent, new Set(changed)) };
}

/** The update that writes only `changed` onto `now`: a language touched is sent whole, its other texts as they are now. */
function changesOnto(now: RevisionSnapshot, sent: UpdateContentInput, changed: Set<string>): UpdateContentInput {
  const changes: UpdateContentInput = {};
  if (changed.has('status')) changes.status = sent.status;
  if (changed.has('published_at')) changes.published_at = sent.published_at;
  if (changed.has('category_id')) changes.category_id = sent.category_id;
  if (changed.has('category_ids')) changes.category_ids = sent.category_ids;
  if (changed.has('cover_id')) changes.cover_id = sent.cover_id;
  if (changed.has('tag_ids')) changes.tag_ids = sent.tag_ids;
  const attributeKeys = [...changed].filter((field) => field.startsWith('attributes.')).map((field) => field.slice('attributes.'.length));
  if (attributeKeys.length > 0) {
    const attributes: Record<string, unknown> = Object.fromEntries(Object.entries(now.attributes).filter(([key]) => !measured.has(key)));
    for (const key of attributeKeys) {
      const value = (sent.attributes as Record<string, unknown>)[key];
      if (value === undefined) delete attributes[key];
      else attributes[key] = value;
    }
    changes.attributes = attributes as UpdateContentInput['attributes'];
  }
  for (const lang of languages) {
    const texts = sent.translations?.[lang];
    const touched = [...changed].filter((field) => field === `translations.${lang}` || field.startsWith(`translations.${lang}.`));
    if (texts === undefined || touched.length === 0) continue;
    changes.translations ??= {};
    if (texts === null) {
      changes.translations[lang] = null;
      continue;
    }
    const stored = now.translations[lang];
    const mine = (field: (typeof textFields)[number]) => changed.has(`translations.${lang}.${field}`) || !stored;
    changes.translations[lang] = {
      title: mine('title') ? texts.title : stored!.title,
      slug: changed.has(`translations.${lang}.slug`) ? texts.slug : undefined,
      excerpt: mine('excerpt') ? texts.excerpt : stored!.excerpt,
      body: mine('body') ? texts.body : stored!.body,
      seo_title: (mine('seo_title') ? texts.seo_title : stored!.seo_title) ?? undefined,
      seo_description: (mine('seo_description') ? texts.seo_description : stored!.seo_description) ?? undefined,
    };
  }
  return changes;
}

/** The stored values of `fields` now, for the 409: what the other writer left in each. */
export function storedValuesOf(now: RevisionSnapshot, fields: string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const [head, lang, text] = field.split('.');
    if (head === 'translations' && (lang === 'fa' || lang === 'en')) {
      const texts = now.translations[lang];
      values[field] = text ? (texts?.[text as (typeof textFields)[number]] ?? null) : Boolean(texts);
    } else if (head === 'attributes' && lang) values[field] = now.attributes[lang] ?? null;
    else values[field] = (now as Record<string, unknown>)[field] ?? null;
  }
  return values;
}
