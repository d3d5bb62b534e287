import { z } from 'zod';
import { numeric, wholeNumberText } from './primitives';
import { contentListItemOutput } from './content-output';
import { paginationQuery } from './pagination';

/**
 * "Where to start" guides, shared by the manager forms, the API and the OpenAPI
 * document. Zod only: nothing here may import server code.
 */

const title = z.string().trim().min(1, 'validation.required').max(200, 'validation.string.max');
const description = z.string().trim().max(2000, 'validation.string.max');
const note = z.string().trim().max(1000, 'validation.string.max').nullable();

export const guideCreateSchema = z.object({
  title_fa: title,
  title_en: title,
  description_fa: description.default(''),
  description_en: description.default(''),
  status: z.enum(['draft', 'published']).default('draft'),
  position: numeric(z.number().int().min(0).max(10_000)).default(0),
});
export type GuideCreateInput = z.infer<typeof guideCreateSchema>;

export const guideUpdateSchema = z
  .object({
    title_fa: title,
    title_en: title,
    description_fa: description,
    description_en: description,
    status: z.enum(['draft', 'published']),
    position: numeric(z.number().int().min(0).max(10_000)),
  })
  .partial();
export type GuideUpdateInput = z.infer<typeof guideUpdateSchema>;

export const guidesListQuery = paginationQuery.extend({ search: z.string().trim().max(100).optional() });

export const guideItemCreateSchema = z.object({
  content_id: z.uuid(),
  note_fa: note.default(null),
  note_en: note.default(null),
});
export type GuideItemCreateInput = z.infer<typeof guideItemCreateSchema>;

/** Every item id of the guide exactly once, in the new order. */
export const guideItemsOrderSchema = z.object({ items: z.array(z.uuid()).max(500) });
export type GuideItemsOrderInput = z.infer<typeof guideItemsOrderSchema>;

export const guideItemParams = z.object({ id: z.uuid(), itemId: z.uuid() });

export const guideProgressSchema = z.object({
  checked: z.number().int(),
  total: z.number().int(),
});

/** A published guide as the user panel lists it, with the user's progress. */
export const userGuideSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  progress: guideProgressSchema,
});
export type UserGuide = z.infer<typeof userGuideSchema>;

export const userGuideItemSchema = z.object({
  id: z.uuid(),
  note: z.string().nullable(),
  checked: z.boolean(),
  content: contentListItemOutput,
});
export type UserGuideItem = z.infer<typeof userGuideItemSchema>;

export const userGuideDetailSchema = userGuideSchema.extend({
  items: z.array(userGuideItemSchema),
  /** The first unchecked item: where the "next step" button leads; null when all are checked. */
  next: userGuideItemSchema.nullable(),
});
export type UserGuideDetail = z.infer<typeof userGuideDetailSchema>;

export const managedGuideSchema = z.object({
  id: z.uuid(),
  title_fa: z.string(),
  title_en: z.string(),
  description_fa: z.string(),
  description_en: z.string(),
  status: z.enum(['draft', 'published']),
  position: z.number().int(),
  items_count: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type ManagedGuide = z.infer<typeof managedGuideSchema>;

export const managedGuideItemSchema = z.object({
  id: z.uuid(),
  content_id: z.uuid(),
  type: z.string(),
  /** The item's title in the request language, else in the other one. */
  title: z.string(),
  status: z.string(),
  note_fa: z.string().nullable(),
  note_en: z.string().nullable(),
  position: z.number().int(),
});
export type ManagedGuideItem = z.infer<typeof managedGuideItemSchema>;

export const managedGuideDetailSchema = managedGuideSchema.extend({ items: z.array(managedGuideItemSchema) });
export type ManagedGuideDetail = z.infer<typeof managedGuideDetailSchema>;

/** The manager form's fields as typed (position as text). */
export const guideFormSchema = z.object({
  title_fa: title,
  title_en: title,
  description_fa: description,
  description_en: description,
  status: z.enum(['draft', 'published']),
  position: wholeNumberText.regex(/^\d{1,5}$/, 'validation.number.integer'),
});
export type GuideFormValues = z.infer<typeof guideFormSchema>;

export const guideItemFormSchema = z.object({
  content_id: z.string().min(1, 'validation.required'),
  note_fa: z.string().trim().max(1000, 'validation.string.max'),
  note_en: z.string().trim().max(1000, 'validation.string.max'),
});
export type GuideItemFormValues = z.infer<typeof guideItemFormSchema>;
