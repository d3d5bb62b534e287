import { z } from 'zod';
import { numeric } from './primitives';
import { contentStatuses } from '@/shared/content-types';
import { contentTypeSchema, featureTopicSchema } from './content-attributes';
import { paginationMeta, paginationQuery } from './pagination';

/**
 * The manager panel's content screens: list queries, bulk actions and the answer shapes
 * of `/api/manager/{type}`, categories, tags, FAQs and media. The write bodies of the content
 * types themselves are `createContentSchema` / `updateContentSchema` in `./content`.
 */

/** Which languages an item is written in: the list's "language completeness" filter. */
export const languageCompleteness = ['fa_only', 'en_only', 'both'] as const;
export type LanguageCompleteness = (typeof languageCompleteness)[number];

export const managerContentSorts = ['updated', 'newest', 'oldest', 'title'] as const;
export type ManagerContentSort = (typeof managerContentSorts)[number];

/** `GET /api/manager/{type}`: the list screen reads the same keys from its URL. */
export const managerContentListQuery = paginationQuery.extend({
  q: z.string().trim().max(200).optional(),
  status: z.enum(contentStatuses).optional(),
  category: z.uuid().optional(),
  language: z.enum(languageCompleteness).optional(),
  sort: z.enum(managerContentSorts).default('updated'),
});
export type ManagerContentListQuery = z.infer<typeof managerContentListQuery>;

export const bulkActions = ['publish', 'unpublish', 'delete'] as const;
export type BulkAction = (typeof bulkActions)[number];

/** `POST /api/manager/{type}/bulk`. */
export const bulkContentSchema = z.object({
  action: z.enum(bulkActions),
  ids: z.array(z.uuid()).min(1).max(100),
});
export type BulkContentInput = z.infer<typeof bulkContentSchema>;

export const managerContentRow = z.object({
  id: z.uuid(),
  type: contentTypeSchema,
  /** As readers see it now: published or scheduled by whether `published_at` has come. */
  status: z.enum(contentStatuses),
  /** In the request's language, else the other one. */
  title: z.string(),
  languages: z.array(z.enum(['fa', 'en'])),
  category: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  cover_url: z.string().nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ManagerContentRow = z.infer<typeof managerContentRow>;

export const managerContentList = z.object({ data: z.array(managerContentRow), meta: paginationMeta });

export const contentWriteResultSchema = z.object({
  id: z.uuid(),
  type: contentTypeSchema,
  status: z
    .enum(contentStatuses)
    .describe('As stored: `scheduled` when `published` was sent with a `published_at` still ahead (published means visible now)'),
  published_at: z.string().nullable().describe('When readers see the item (ISO 8601); null while it has no date'),
  translations: z.object({ fa: z.string().optional(), en: z.string().optional() }),
  version: z.number().int().describe('The item\'s version after this write: send it as `version` with the next update'),
});
export type ContentWriteResult = z.infer<typeof contentWriteResultSchema>;

export const bulkResultSchema = z.object({ action: z.enum(bulkActions), ids: z.array(z.uuid()) });

// Categories and tags ------------------------------------------------------------------------

const termName = z.object({ name: z.string().trim().min(1).max(100), slug: z.string().trim().max(120).optional() });

/** Body of `POST|PATCH /api/manager/categories|tags[/{id}]`: names in one or both languages. */
export const termWriteSchema = z
  .object({ position: numeric(z.number().int().min(0).max(10_000)).default(0), translations: z.object({ fa: termName.optional(), en: termName.optional() }) })
  .refine((value) => value.translations.fa || value.translations.en, {
    message: 'content.validation.translationRequired',
    path: ['translations'],
  });
export type TermWriteInput = z.infer<typeof termWriteSchema>;

export const managedTermSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  translations: z.object({
    fa: z.object({ name: z.string(), slug: z.string() }).optional(),
    en: z.object({ name: z.string(), slug: z.string() }).optional(),
  }),
  content_count: z.number().int(),
});
export type ManagedTerm = z.infer<typeof managedTermSchema>;

export const termListQuery = z.object({ q: z.string().trim().max(100).optional() });

// FAQs ---------------------------------------------------------------------------------------

const faqText = z.object({ question: z.string().trim().min(3).max(300), answer: z.string().trim().min(3).max(5000) });

/** Body of `POST|PATCH /api/manager/faqs[/{id}]`. */
export const faqWriteSchema = z
  .object({
    topic: featureTopicSchema,
    position: numeric(z.number().int().min(0).max(10_000)).default(0),
    translations: z.object({ fa: faqText.optional(), en: faqText.optional() }),
  })
  .refine((value) => value.translations.fa || value.translations.en, {
    message: 'content.validation.translationRequired',
    path: ['translations'],
  });
export type FaqWriteInput = z.infer<typeof faqWriteSchema>;

export const managedFaqSchema = z.object({
  id: z.uuid(),
  topic: featureTopicSchema,
  position: z.number().int(),
  translations: z.object({ fa: faqText.optional(), en: faqText.optional() }),
});
export type ManagedFaq = z.infer<typeof managedFaqSchema>;

export const faqListQuery = z.object({ topic: featureTopicSchema.optional() });

// Media --------------------------------------------------------------------------------------

/** Multipart body of `POST /api/manager/media` as the OpenAPI document describes it. */
export const mediaUploadSchema = z.object({ file: z.string().describe('The file (binary)'), alt: z.string().max(300).optional() });

export const uploadedMediaSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  mime: z.string(),
  kind: z.enum(['image', 'audio', 'video', 'file']),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;
