import { z } from 'zod';

/**
 * The content-type registry (ARCHITECTURE §3): the seven public types, each with the zod schema
 * of its typed `attributes`. Isomorphic: the manager forms, the route handlers and the seed all
 * validate against these same schemas.
 */

/** SPEC §9's twelve feature / FAQ topics, in display order. Persian labels live in `content.topics`. */
export const featureTopics = {
  definition: 'Definition',
  plots_of_land: 'Plots of land',
  types_of_virtual: 'Types of virtual',
  types_of_tokens: 'Types of tokens',
  backing: 'Backing',
  wallet_compatibility: 'Wallet compatibility',
  purchasing_land: 'Purchasing land',
  innovation: 'Innovation',
  collaborations: 'Collaborations',
  platform_accessibility: 'Platform accessibility',
  ad_system: 'Ad system',
  other: 'Other',
} as const;
export type FeatureTopic = keyof typeof featureTopics;
export const featureTopicKeys = Object.keys(featureTopics) as [FeatureTopic, ...FeatureTopic[]];
export const featureTopicSchema = z.enum(featureTopicKeys);

/** A stored upload (`/media/…`) or an absolute http(s) URL. */
export const mediaRef = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value.startsWith('/media/') || /^https?:\/\/[^\s]+$/i.test(value), 'content.validation.mediaRef');

const websiteUrl = z.string().trim().url().max(2048).refine((value) => /^https?:\/\//i.test(value), 'content.validation.httpUrl');
const minutes = z.coerce.number().int().min(1).max(24 * 60);
const money = z.coerce.number().nonnegative().finite();

/** Hosts whose players may be embedded: Aparat (Iran's video platform) and YouTube. */
export const embedHosts = ['aparat.com', 'www.aparat.com', 'youtube.com', 'www.youtube.com', 'youtu.be', 'www.youtube-nocookie.com'];

export function isAllowedEmbed(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && embedHosts.includes(parsed.hostname.toLowerCase());
  } catch {
    return false;
  }
}

export const articleAttributes = z.object({
  /** Minutes; computed from the body when absent. */
  reading_time: minutes.optional(),
});

export const bookAttributes = z.object({
  author: z.string().trim().min(1).max(200),
  translator: z.string().trim().max(200).optional(),
  publisher: z.string().trim().max(200).optional(),
  pages: z.coerce.number().int().min(1).max(20_000).optional(),
  year: z.coerce.number().int().min(1000).max(3000).optional(),
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
  change_24h: z.coerce.number().finite().min(-100).max(100_000),
  market_cap: money,
  website: websiteUrl.optional(),
  price_history: z
    .array(z.object({ date: z.iso.date(), price_usd: money }))
    .max(1000)
    .default([]),
});

/**
 * Text an editor writes per language inside the attributes (metaverse features, post text).
 * Public answers flatten it to the request's language with `attributesForLocale`.
 */
export const localizedText = (max: number) =>
  z
    .object({ fa: z.string().trim().min(1).max(max).optional(), en: z.string().trim().min(1).max(max).optional() })
    .refine((value) => value.fa !== undefined || value.en !== undefined, 'content.validation.translationRequired');
export type LocalizedText = { fa?: string; en?: string };

export const metaverseAttributes = z.object({
  features: z.partialRecord(featureTopicSchema, localizedText(5000)).default({}),
  specifications: z
    .array(z.object({ label: localizedText(120), value: localizedText(500) }))
    .max(50)
    .default([]),
  website: websiteUrl.optional(),
  token: z.string().trim().max(20).optional(),
});

export const podcastAttributes = z.object({
  audio: mediaRef,
  listening_time: minutes,
});

export const videoAttributes = z
  .object({
    video: mediaRef.optional(),
    embed_url: z.string().trim().url().refine(isAllowedEmbed, 'content.validation.embedHost').optional(),
    watching_time: minutes,
  })
  .refine((value) => value.video !== undefined || value.embed_url !== undefined, {
    message: 'content.validation.videoSource',
    path: ['video'],
  });

export const postAttributes = z.object({
  text: localizedText(1000),
  image: mediaRef.optional(),
});

export const contentTypes = {
  articles: { singular: 'article', attributes: articleAttributes },
  books: { singular: 'book', attributes: bookAttributes },
  coins: { singular: 'coin', attributes: coinAttributes },
  metaverses: { singular: 'metaverse', attributes: metaverseAttributes },
  podcasts: { singular: 'podcast', attributes: podcastAttributes },
  videos: { singular: 'video', attributes: videoAttributes },
  posts: { singular: 'post', attributes: postAttributes },
} as const;

export type ContentType = keyof typeof contentTypes;
/** Route segment = type name: `/articles`, `/api/articles`. */
export const contentTypeNames = Object.keys(contentTypes) as [ContentType, ...ContentType[]];
export const contentTypeSchema = z.enum(contentTypeNames);

export type ContentAttributes = {
  [T in ContentType]: z.infer<(typeof contentTypes)[T]['attributes']>;
};

export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && Object.hasOwn(contentTypes, value);
}

/** The attributes schema of one type. */
export function attributesSchema(type: ContentType): z.ZodType {
  return contentTypes[type].attributes;
}

export const contentStatuses = ['draft', 'published', 'scheduled', 'archived'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** Metaverse attributes as a reader sees them: every text in one language. */
export type MetaverseView = {
  features: Partial<Record<FeatureTopic, string>>;
  specifications: { label: string; value: string }[];
  website?: string;
  token?: string;
};
export type PostView = { text: string; image?: string };

/** Attributes as the public API answers them, per type. */
export type AttributesView = Omit<ContentAttributes, 'metaverses' | 'posts'> & { metaverses: MetaverseView; posts: PostView };

function pick(text: LocalizedText | undefined, locale: 'fa' | 'en'): string {
  if (!text) return '';
  return text[locale] ?? text[locale === 'fa' ? 'en' : 'fa'] ?? '';
}

/**
 * Flattens the per-language texts inside stored attributes to `locale` (the other language when
 * that one is missing), so a reader gets `features.definition` as one string.
 */
export function attributesForLocale<T extends ContentType>(type: T, attributes: unknown, locale: 'fa' | 'en'): AttributesView[T] {
  const stored = (attributes ?? {}) as Record<string, unknown>;
  if (type === 'metaverses') {
    const { features = {}, specifications = [], ...rest } = stored as {
      features?: Partial<Record<FeatureTopic, LocalizedText>>;
      specifications?: { label: LocalizedText; value: LocalizedText }[];
    };
    return {
      ...rest,
      features: Object.fromEntries(Object.entries(features).map(([topic, text]) => [topic, pick(text, locale)])),
      specifications: specifications.map((row) => ({ label: pick(row.label, locale), value: pick(row.value, locale) })),
    } as AttributesView[T];
  }
  if (type === 'posts') {
    const { text, ...rest } = stored as { text?: LocalizedText };
    return { ...rest, text: pick(text, locale) } as AttributesView[T];
  }
  return stored as AttributesView[T];
}
