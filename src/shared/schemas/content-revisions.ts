import { z } from 'zod';
import { contentStatuses } from '@/shared/content-types';
import { numeric } from './primitives';

/**
 * Revisions and the version check of the content editor (ADR 0019): what a revision stores, the
 * answers of the revisions endpoints, and the version an edit form sends back.
 */

const revisionTexts = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  body: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
});

/** The whole item after one write: both languages, attributes, taxonomy, status and date. */
export const revisionSnapshot = z.object({
  status: z.enum(contentStatuses),
  published_at: z.string().nullable(),
  category_id: z.uuid().nullable(),
  // Absent from revisions written before an item could have extra categories (ADR 0032).
  category_ids: z.array(z.uuid()).optional(),
  tag_ids: z.array(z.uuid()),
  cover_id: z.uuid().nullable(),
  attributes: z.record(z.string(), z.unknown()),
  translations: z.object({ fa: revisionTexts.optional(), en: revisionTexts.optional() }),
});
export type RevisionSnapshot = z.infer<typeof revisionSnapshot>;

const person = z.object({ id: z.uuid(), name: z.string() }).nullable();

/** One row of an item's revisions list. */
export const revisionSummary = z.object({
  id: z.uuid(),
  version: z.number().int(),
  author: person,
  created_at: z.string(),
  /** The version this revision brought back, when it was a restore. */
  restored_from: z.number().int().nullable(),
  status: z.enum(contentStatuses),
  titles: z.object({ fa: z.string().optional(), en: z.string().optional() }),
});
export type RevisionSummary = z.infer<typeof revisionSummary>;

export const revisionListResult = z.object({ current_version: z.number().int(), revisions: z.array(revisionSummary) });
export type RevisionListResult = z.infer<typeof revisionListResult>;

/** `GET …/revisions/compare?from=&to=`: two versions of the item, older first or not. */
export const compareRevisionsQuery = z.object({ from: numeric(z.number().int().positive()), to: numeric(z.number().int().positive()) });

/** A run of words: kept, or only in the older (`removed`) or newer (`added`) text. */
export const diffPart = z.object({ value: z.string(), change: z.enum(['same', 'added', 'removed']) });
export type DiffPart = z.infer<typeof diffPart>;

export const revisionTextFields = ['title', 'slug', 'excerpt', 'body', 'seo_title', 'seo_description'] as const;
export type RevisionTextField = (typeof revisionTextFields)[number];

/** One field of one language: the words changed between the two versions, on the text (tags stripped). */
export const fieldDiff = z.object({ field: z.enum(revisionTextFields), parts: z.array(diffPart) });
export type FieldDiff = z.infer<typeof fieldDiff>;

/** A field that is no text (status, date, taxonomy, an attribute): its two values as shown. */
export const valueChange = z.object({ field: z.string(), before: z.string(), after: z.string() });
export type ValueChange = z.infer<typeof valueChange>;

export const revisionComparison = z.object({
  from: revisionSummary,
  to: revisionSummary,
  languages: z.object({ fa: z.array(fieldDiff), en: z.array(fieldDiff) }),
  other: z.array(valueChange),
});
export type RevisionComparison = z.infer<typeof revisionComparison>;

/** Restoring answers the item's new version, which is the revision it wrote. */
export const restoreResult = z.object({ id: z.uuid(), version: z.number().int(), status: z.enum(contentStatuses), restored_from: z.number().int() });
export type RestoreResult = z.infer<typeof restoreResult>;

/**
 * The version an edit started from. The editor sends it with every save; an integration may leave
 * it out, and its save then applies whatever was saved meanwhile (ADR 0019).
 */
export const contentVersionField = z
  .number()
  .int()
  .positive()
  .describe('The item\'s version the edit started from (from the GET or the last save). Optional: when sent, a save from an older version is merged field by field with what was saved since, and a field both changed answers 409');
export const contentOverwriteField = z
  .array(z.string().max(80))
  .max(100)
  .describe('Fields named by a 409 (`conflict.fields`) that this save keeps over the newer version on purpose; sent with the same `version` as the refused save');
export const editVersionSchema = z.object({ version: contentVersionField.optional(), overwrite: contentOverwriteField.optional() });

/** The 409 of a save from an older version that changed fields the newer one changed too. */
export const versionConflictBody = z.object({
  message: z.string(),
  conflict: z.object({
    version: z.number().int(),
    saved_by: person,
    saved_at: z.string(),
    fields: z.array(z.string()).describe('The fields both saves changed, as paths: `translations.fa.title`, `category_id`, `attributes.duration`…'),
    theirs: z.record(z.string(), z.unknown()).describe('Each of those fields as stored now'),
  }),
});
export type VersionConflict = z.infer<typeof versionConflictBody>['conflict'];
