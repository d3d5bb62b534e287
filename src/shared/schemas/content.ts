import { z } from 'zod';
import { numeric } from './primitives';
import { contentStatuses, type ContentType } from '@/shared/content-types';
import { attributesSchema, featureTopicSchema } from './content-attributes';
import { listCursorParam } from './list-cursor';
import { paginationQuery } from './pagination';

/** Query of `GET /api/{type}`: the list pages read the same keys from their URL. */
export const listContentsQuery = paginationQuery.extend({
  category: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe('A category by id or by its slug in either language: the items filed under it, as their primary category or an extra one'),
  tag: z.string().trim().min(1).max(200).optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(['newest', 'most_liked']).default('newest'),
  after: listCursorParam
    .optional()
    .describe("The previous page's `meta.next_cursor`: reads the page after it by seeking the list's index (a deep page costs what the first does); `page` is then the cursor's"),
}).superRefine((query, context) => {
  // A cursor holds the sort key of its own order: read in the other order it would seek nowhere useful.
  if (query.after && (query.after.likes === null) !== (query.sort === 'newest')) {
    context.addIssue({ code: 'custom', path: ['after'], message: 'validation.invalid' });
  }
});
export type ListContentsQuery = z.infer<typeof listContentsQuery>;
/** What a caller may pass (strings from a URL are coerced). */
export type ListContentsInput = z.input<typeof listContentsQuery>;

export const searchQuery = z.object({
  q: z.string().trim().min(1).max(200),
  limit: numeric(z.number().int().min(1).max(100)).default(50),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/** What the header's search box has typed so far. */
export const searchSuggestionsQuery = z.object({ q: z.string().trim().min(1).max(100) });

/** `?ids=a,b,c` (or repeated `ids=`): two to four metaverses side by side. */
export const compareQuery = z.object({
  ids: z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      [...new Set((Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((id) => id.trim()))].filter(Boolean),
    )
    .pipe(z.array(z.uuid()).min(2, 'content.validation.compareCount').max(4, 'content.validation.compareCount')),
});
export type CompareQuery = z.infer<typeof compareQuery>;

export const faqsQuery = z.object({ topic: featureTopicSchema.optional() });

/** A slug from a URL path: percent-decoded when the router kept it encoded (Persian slugs). */
export const pathSlug = z
  .string()
  .min(1)
  .max(600)
  .transform((value) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  });

const slugText = z
  .string()
  .trim()
  .max(120)
  .regex(/^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u, 'content.validation.slug');

export const contentTranslationInput = z.object({
  title: z.string().trim().min(2).max(200),
  slug: slugText.optional(),
  excerpt: z.string().trim().max(500).default(''),
  body: z.string().max(200_000).default(''),
  seo_title: z.string().trim().max(70).optional(),
  seo_description: z.string().trim().max(170).optional(),
});
export type ContentTranslationInput = z.infer<typeof contentTranslationInput>;

const translationsInput = z
  .object({ fa: contentTranslationInput.optional(), en: contentTranslationInput.optional() })
  .refine((value) => value.fa !== undefined || value.en !== undefined, 'content.validation.translationRequired');

/**
 * Body of `POST /api/manager/{type}` (ARCHITECTURE §4). The attributes are checked by the type's
 * own schema, so the schema is built per type.
 */
/** How many tags an item may have: WordPress sets no limit, and its theme test data files a post under 45. */
export const TAGS_PER_ITEM = 100;

/**
 * How many extra categories an item may have beside its primary one (ADR 0032). WordPress sets no
 * limit; its theme test data files a post under 63.
 */
export const EXTRA_CATEGORIES_PER_ITEM = 100;

/** The categories an item is listed under beside its primary `category_id`, which it need not repeat. */
const extraCategoryIds = z.array(z.uuid()).max(EXTRA_CATEGORIES_PER_ITEM);

export function createContentSchema(type: ContentType) {
  return z
    .object({
      status: z.enum(contentStatuses).default('draft'),
      category_id: z.uuid().nullable().optional(),
      category_ids: extraCategoryIds.default([]),
      tag_ids: z.array(z.uuid()).max(TAGS_PER_ITEM).default([]),
      cover_id: z.uuid().nullable().optional(),
      published_at: z.coerce.date().nullable().optional(),
      // Absent means none: a type with no required attribute needs no `{}`, and one with
      // required attributes still reports each of them (prefault parses the default).
      attributes: (attributesSchema(type) as z.ZodType<Record<string, unknown>>).prefault({}),
      translations: translationsInput,
    })
    .refine((value) => value.status !== 'scheduled' || value.published_at, {
      message: 'content.validation.scheduleNeedsDate',
      path: ['published_at'],
    });
}
export type CreateContentInput = z.infer<ReturnType<typeof createContentSchema>>;

/**
 * Body of `PATCH /api/manager/{type}/{id}`: every key optional; a translation given replaces that
 * language's text, `null` removes that language.
 */
export function updateContentSchema(type: ContentType) {
  return z.object({
    status: z.enum(contentStatuses).optional(),
    category_id: z.uuid().nullable().optional(),
    // Absent keeps the extra categories as they are, whatever happens to the primary one.
    category_ids: extraCategoryIds.optional(),
    tag_ids: z.array(z.uuid()).max(TAGS_PER_ITEM).optional(),
    cover_id: z.uuid().nullable().optional(),
    published_at: z.coerce.date().nullable().optional(),
    attributes: attributesSchema(type).optional(),
    translations: z
      .object({ fa: contentTranslationInput.nullable().optional(), en: contentTranslationInput.nullable().optional() })
      .optional(),
  });
}
export type UpdateContentInput = z.infer<ReturnType<typeof updateContentSchema>>;

/** `POST /api/contact-us`. `website` is a honeypot: people never see it, bots fill it. */
export const contactUsSchema = z.object({
  full_name: z.string().trim().min(2).max(120),
  email: z.email().trim().max(254),
  title: z.string().trim().min(2).max(200),
  text: z.string().trim().min(10).max(5000),
  website: z.string().max(500).optional().default(''),
});
export type ContactUsInput = z.infer<typeof contactUsSchema>;

export const createCommentSchema = z.object({
  body: z.string().trim().min(2).max(2000),
  parent_id: z.uuid().nullable().optional(),
  client_key: z
    .uuid()
    .optional()
    .describe('A key the client makes for this comment: sent again (a retry after a lost answer, a comment queued offline), it answers the first comment instead of adding a second'),
});
export type CreateCommentInput = z.infer<typeof createCommentSchema>;

