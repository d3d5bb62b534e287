import { z } from 'zod';
import { contentTypeSchema, featureTopicSchema } from './content-attributes';

/** Answer shapes of the content endpoints (ARCHITECTURE §4), for the OpenAPI document and API clients. */
export const mediaOutput = z.object({
  id: z.uuid(),
  url: z.string(),
  mime: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string().nullable(),
  variants: z.array(z.object({ width: z.number().int(), height: z.number().int(), url: z.string() })),
});

export const termOutput = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });

export const contentListItemOutput = z.object({
  id: z.uuid(),
  type: contentTypeSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover: mediaOutput.nullable(),
  category: termOutput.nullable(),
  tags: z.array(termOutput),
  published_at: z.iso.datetime().nullable(),
  attributes: z.record(z.string(), z.unknown()).describe("Typed per content type by the registry's attributes schema"),
  counts: z.object({ likes: z.number().int(), saves: z.number().int(), checks: z.number().int(), comments: z.number().int() }),
  translations: z.object({ fa: z.string().optional(), en: z.string().optional() }).describe('Slug per language'),
});

export const personOutput = z.object({ id: z.uuid(), name: z.string(), avatar: z.string().nullable() });

export const contentDetailOutput = contentListItemOutput.extend({
  locale: z.enum(['fa', 'en']),
  body: z.string().describe('Sanitized HTML'),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  author_id: z.uuid().nullable(),
  author: personOutput.nullable(),
  /** The author's name as an imported item was signed (no account here); null otherwise. */
  byline: z.string().nullable(),
  /** Every category it is listed under (ADR 0032), its primary `category` first. */
  categories: z.array(termOutput),
  parents: z
    .array(z.object({ slug: z.string(), title: z.string() }))
    .describe('The items of its type it hangs under (a page under its parent page) that a reader can open, the topmost first'),
  updated_at: z.iso.datetime(),
  related: z.array(contentListItemOutput),
});

export const faqOutput = z.object({
  id: z.uuid(),
  topic: featureTopicSchema,
  question: z.string(),
  answer: z.string(),
  position: z.number().int(),
});

export const commentOutput = z.object({
  id: z.uuid(),
  content_id: z.uuid(),
  user_id: z.uuid().nullable(),
  parent_id: z.uuid().nullable(),
  reply_to_id: z.uuid().nullable().describe('The reply this one answers, inside its thread (parent_id); null when it answers the thread\u2019s first comment'),
  body: z.string(),
  locale: z.enum(['fa', 'en']).describe('The language of the page it was written on; a reply takes its thread\u2019s'),
  status: z.enum(['pending', 'approved', 'rejected']),
  /** A staff reply from the manager panel. */
  is_staff: z.boolean(),
  /** The name an imported comment was signed with; null for comments written here. */
  author_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});

const publicCommentOutput = commentOutput.extend({ author: personOutput.nullable() });
export const commentThreadOutput = publicCommentOutput.extend({ replies: z.array(publicCommentOutput) });

/** The header's suggestions while a reader types, and a spelling to try when there are none. */
export const searchSuggestionsOutput = z.object({
  suggestions: z.array(z.object({ kind: z.enum(['item', 'tag', 'category']), label: z.string(), href: z.string() })),
  did_you_mean: z.string().nullable(),
});
