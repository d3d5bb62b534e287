import { z } from 'zod';
import { contentTypes, contentTypeNames, type AttributeSchemaName, type ContentType } from '../content-types';
import { featureTopicKeys, isAllowedEmbed } from '../attribute-facts';
import { numeric } from './primitives';

/**
 * The zod schemas of each content type's typed `attributes`, and the pieces they share. The
 * content-type registry (`@/shared/content-types`) names one per type (`attributes: 'article'`);
 * the manager forms, the route handlers and the seed all validate against these same schemas.
 */


/** A stored upload (`/media/…`) or an absolute http(s) URL. */
export const mediaRef = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value.startsWith('/media/') || /^https?:\/\/[^\s]+$/i.test(value), 'content.validation.mediaRef');

export const featureTopicSchema = z.enum(featureTopicKeys);

const websiteUrl = z.string().trim().url().max(2048).refine((value) => /^https?:\/\//i.test(value), 'content.validation.httpUrl');
const minutes = numeric(z.number().int().min(1).max(24 * 60));
const money = numeric(z.number().nonnegative().finite());

export const articleAttributes = z.object({
  /** Minutes; computed from the body when absent. */
  reading_time: minutes.optional(),
});

export const bookAttributes = z.object({
  author: z.string().trim().min(1).max(200),
  translator: z.string().trim().max(200).optional(),
  publisher: z.string().trim().max(200).optional(),
  pages: numeric(z.number().int().min(1).max(20_000)).optional(),
  year: numeric(z.number().int().min(1000).max(3000)).optional(),
  isbn: z
    .string()
    .trim()
    .regex(/^(97[89])?[\d-]{9,14}[\dXx]$/, 'content.validation.isbn')
    .optional(),
  pdf: mediaRef.optional(),
});

export const coinAttributes = z.object({
  symbol: z.string().trim().regex(/^[A-Z0-9]{2,10}$/, 'content.validation.symbol'),
  price_usd: money,
  price_irt: money,
  change_24h: numeric(z.number().finite().min(-100).max(100_000)),
  market_cap: money,
  website: websiteUrl.optional(),
  price_history: z
    .array(z.object({ date: z.iso.date(), price_usd: money }))
    .max(1000)
    .default([]),
});

/** Text per language (LocalizedText); public answers flatten it to the request's language with `attributesForLocale`. */
export const localizedText = (max: number) =>
  z
    .object({ fa: z.string().trim().min(1).max(max).optional(), en: z.string().trim().min(1).max(max).optional() })
    .refine((value) => value.fa !== undefined || value.en !== undefined, 'content.validation.translationRequired');

export const metaverseAttributes = z.object({
  features: z.partialRecord(featureTopicSchema, localizedText(5000)).default({}),
  specifications: z
    .array(z.object({ label: localizedText(120), value: localizedText(500) }))
    .max(50)
    .default([]),
  website: websiteUrl.optional(),
  token: z.string().trim().max(20).optional(),
});

/** Set by the server from the stored file's own length; whatever a client sends is replaced. */
const measuredSeconds = z.number().positive().optional();

export const podcastAttributes = z.object({
  audio: mediaRef,
  listening_time: minutes,
  duration_seconds: measuredSeconds,
});

export const videoAttributes = z
  .object({
    video: mediaRef.optional(),
    embed_url: z.string().trim().url().refine(isAllowedEmbed, 'content.validation.embedHost').optional(),
    watching_time: minutes,
    duration_seconds: measuredSeconds,
  })
  .refine((value) => value.video !== undefined || value.embed_url !== undefined, {
    message: 'content.validation.videoSource',
    path: ['video'],
  });

export const postAttributes = z.object({
  text: localizedText(1000),
  image: mediaRef.optional(),
});

/** The schemas the registry's entries name, by name. */
export const attributeSchemas = {
  article: articleAttributes,
  book: bookAttributes,
  coin: coinAttributes,
  metaverse: metaverseAttributes,
  podcast: podcastAttributes,
  video: videoAttributes,
  post: postAttributes,
} as const satisfies Record<AttributeSchemaName, z.ZodType>;

/** The attributes schema of one type. */
export function attributesSchema(type: ContentType): z.ZodType {
  return attributeSchemas[contentTypes[type].attributes];
}

export const contentTypeSchema = z.enum(contentTypeNames);
