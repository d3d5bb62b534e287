import type { z } from 'zod';
// Relative paths here and in what this file imports: next.config.ts loads the registry (for the
// list sections' rewrites), and its loader resolves the `@/` alias only in next.config.ts itself.
// No zod at run time: browser code reads the registry on every page; the schemas an entry names
// are in ./schemas/content-attributes.
import type { FeatureTopic, LocalizedText, ServerMeasuredAttribute } from './attribute-facts';
import type { attributeSchemas } from './schemas/content-attributes';

/**
 * The content-type registry (ARCHITECTURE §3, ADR 0014): the seven public types, each naming the
 * zod schema of its typed `attributes` and with the facts about what it supports. Every list of types
 * in the app (routes, panels, engagement, the auth answer, sitemap, feeds, JSON-LD, the home page)
 * is derived from it, so a new type is an entry here, its messages and its seed.
 */

export {
  embedHosts,
  featureTopicKeys,
  featureTopics,
  isAllowedEmbed,
  serverMeasuredAttributes,
  type FeatureTopic,
  type ServerMeasuredAttribute,
  type LocalizedText,
} from './attribute-facts';

/** The reader's engagement kinds (SPEC §3), in the order the auth answer lists them. */
export const engagementKinds = ['saves', 'likes', 'checks'] as const;
export type EngagementKind = (typeof engagementKinds)[number];

/** The attribute schemas an entry may name. */
export type AttributeSchemaName = 'article' | 'book' | 'coin' | 'metaverse' | 'podcast' | 'video' | 'post';

/** Icons a type may show on the home page's list of sections (drawn by `TypeIcon`). */
export type ContentTypeIcon = 'file-text' | 'book-open' | 'coins' | 'globe' | 'headphones' | 'play-circle' | 'message-square-text';

/**
 * What one content type is and supports. Everything that enumerates types (routes, panels,
 * engagement, the auth answer, sitemap, feeds, JSON-LD, the home page) reads these facts.
 */
export type ContentTypeEntry = {
  singular: string;
  /** The name of the zod schema of its typed `attributes` (`attributeSchemas` in ./schemas/content-attributes). */
  attributes: AttributeSchemaName;
  /** Which engagement kinds a reader may use on it; the auth answer and the user panel list it under each. */
  engagement: readonly EngagementKind[];
  /** Whether each item has a page of its own; an item without one is read on its list, anchored by slug. */
  hasDetailPage: boolean;
  /**
   * Whether an item plays: its file and minutes are in the attributes named by `playback[kind]`,
   * the detail page shows a player, feeds carry the file, and the dashboard resumes it.
   */
  playable: 'audio' | 'video' | null;
  /** Whether an item is read through: it shows a reading time, and opening it counts as progress. */
  tracksReading: boolean;
  icon: ContentTypeIcon;
  /** Whether the home page shows a row of its newest items (rows follow the registry's order). */
  isOnHomeLatest: boolean;
  /** How its lists lay out: cards in a grid, or one column read top to bottom like a feed. */
  listLayout: 'grid' | 'feed';
  /** The type-specific fact its card shows. */
  cardExtra: 'coin' | 'book' | null;
  /** The part of its detail page that only it has, besides a player. */
  detailPart: 'coin' | 'book' | 'metaverse' | null;
  /** The schema.org type describing its page. */
  jsonLd: 'Article' | 'Book' | 'PodcastEpisode' | 'VideoObject';
  /**
   * Its RSS feed, when it has one: `inFooter` also links it from the site footer; `description`
   * is what an entry carries (a type without pages carries its whole `text`).
   */
  feed: { inFooter: boolean; description: 'excerpt' | 'text' } | null;
};

/** Where a playable type keeps its file and minutes, and what its length is called. */
export const playback = {
  audio: { file: 'audio', minutes: 'listening_time', time: 'listening' },
  video: { file: 'video', minutes: 'watching_time', time: 'watching' },
} as const;

const allKinds = engagementKinds;
const savesOnly = ['saves'] as const;
const none = [] as const;

/** The registry: the public types in display order, each with its attributes schema and facts. */
export const contentTypes = {
  articles: {
    singular: 'article',
    attributes: 'article',
    engagement: allKinds,
    hasDetailPage: true,
    playable: null,
    tracksReading: true,
    icon: 'file-text',
    isOnHomeLatest: true,
    listLayout: 'grid',
    cardExtra: null,
    detailPart: null,
    jsonLd: 'Article',
    feed: { inFooter: true, description: 'excerpt' },
  },
  books: {
    singular: 'book',
    attributes: 'book',
    engagement: allKinds,
    hasDetailPage: true,
    playable: null,
    tracksReading: false,
    icon: 'book-open',
    isOnHomeLatest: true,
    listLayout: 'grid',
    cardExtra: 'book',
    detailPart: 'book',
    jsonLd: 'Book',
    feed: { inFooter: false, description: 'excerpt' },
  },
  coins: {
    singular: 'coin',
    attributes: 'coin',
    engagement: savesOnly,
    hasDetailPage: true,
    playable: null,
    tracksReading: false,
    icon: 'coins',
    isOnHomeLatest: true,
    listLayout: 'grid',
    cardExtra: 'coin',
    detailPart: 'coin',
    jsonLd: 'Article',
    feed: { inFooter: false, description: 'excerpt' },
  },
  metaverses: {
    singular: 'metaverse',
    attributes: 'metaverse',
    engagement: none,
    hasDetailPage: true,
    playable: null,
    tracksReading: false,
    icon: 'globe',
    // The home page features the most liked metaverses in a row of their own instead.
    isOnHomeLatest: false,
    listLayout: 'grid',
    cardExtra: null,
    detailPart: 'metaverse',
    jsonLd: 'Article',
    feed: { inFooter: false, description: 'excerpt' },
  },
  podcasts: {
    singular: 'podcast',
    attributes: 'podcast',
    engagement: allKinds,
    hasDetailPage: true,
    playable: 'audio',
    tracksReading: false,
    icon: 'headphones',
    isOnHomeLatest: true,
    listLayout: 'grid',
    cardExtra: null,
    detailPart: null,
    jsonLd: 'PodcastEpisode',
    feed: { inFooter: true, description: 'excerpt' },
  },
  videos: {
    singular: 'video',
    attributes: 'video',
    engagement: allKinds,
    hasDetailPage: true,
    playable: 'video',
    tracksReading: false,
    icon: 'play-circle',
    isOnHomeLatest: true,
    listLayout: 'grid',
    cardExtra: null,
    detailPart: null,
    jsonLd: 'VideoObject',
    feed: { inFooter: false, description: 'excerpt' },
  },
  posts: {
    singular: 'post',
    attributes: 'post',
    engagement: none,
    hasDetailPage: false,
    playable: null,
    tracksReading: false,
    icon: 'message-square-text',
    isOnHomeLatest: true,
    listLayout: 'feed',
    cardExtra: null,
    detailPart: null,
    jsonLd: 'Article',
    feed: { inFooter: true, description: 'text' },
  },
} as const satisfies Record<string, ContentTypeEntry>;

/** A registry shaped like `contentTypes`: the derivations below take one, so a test can add a type. */
export type ContentTypeRegistry = Readonly<Record<string, ContentTypeEntry>>;

export type ContentType = keyof typeof contentTypes;
/** Route segment = type name: `/articles`, `/api/articles`. */
export const contentTypeNames = Object.keys(contentTypes) as [ContentType, ...ContentType[]];

type Registry = typeof contentTypes;
/** The types whose entry has `field` of a value in `V`, as a union of names. */
export type ContentTypeWhere<F extends keyof ContentTypeEntry, V> = {
  [T in ContentType]: Registry[T][F] extends V ? T : never;
}[ContentType];

/** The names of a registry's types whose entry passes `test`, in registry order. */
export function typesWhere<R extends ContentTypeRegistry>(registry: R, test: (entry: ContentTypeEntry) => boolean): (keyof R & string)[] {
  return Object.entries(registry)
    .filter(([, entry]) => test(entry))
    .map(([type]) => type);
}

/** Which types each engagement kind covers, in registry order. */
export function engagementTypesOf<R extends ContentTypeRegistry>(registry: R): Record<EngagementKind, (keyof R & string)[]> {
  return Object.fromEntries(
    engagementKinds.map((kind) => [kind, typesWhere(registry, (entry) => entry.engagement.includes(kind))]),
  ) as Record<EngagementKind, (keyof R & string)[]>;
}

/** Whether `type` is a type with a page per item: `/{type}/{slug}`. */
export function hasDetailPage(type: string): type is ContentTypeWhere<'hasDetailPage', true> {
  return isContentType(type) && contentTypes[type].hasDetailPage;
}

/** The types with an RSS feed at `/{locale}/feeds/{type}`. */
export const feedTypes = typesWhere(contentTypes, (entry) => entry.feed !== null);

export function hasFeed(type: string): type is ContentType {
  return isContentType(type) && contentTypes[type].feed !== null;
}

export type ReadingType = ContentTypeWhere<'tracksReading', true>;
export type PlayableType = ContentTypeWhere<'playable', 'audio' | 'video'>;

export function tracksReading(type: ContentType): type is ReadingType {
  return contentTypes[type].tracksReading;
}

export type ContentAttributes = {
  [T in ContentType]: z.infer<(typeof attributeSchemas)[(typeof contentTypes)[T]['attributes']]>;
};

/** An attribute an editor fills in, of any type: each has its label under `managerContent.fields`. */
export type AttributeKey = Exclude<{ [T in ContentType]: keyof ContentAttributes[T] & string }[ContentType], ServerMeasuredAttribute>;

type ColumnOf<V> = V extends readonly (infer Row)[] ? (Row extends object ? keyof Row & string : never) : never;
/** A column of an attribute made of rows (a coin's price history, a metaverse's specifications). */
export type AttributeColumnKey = {
  [T in ContentType]: { [K in keyof ContentAttributes[T]]-?: ColumnOf<NonNullable<ContentAttributes[T][K]>> }[keyof ContentAttributes[T]];
}[ContentType];

export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && Object.hasOwn(contentTypes, value);
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
