/**
 * schema.org JSON-LD builders (pure, isomorphic). Every URL passed in is absolute: build them with
 * `localizedUrl` / `absoluteUrl` from `src/server/seo/metadata.ts`. `inLanguage` takes the BCP-47
 * tag (`fa-IR`, `en-US`) from `localeInfo`.
 */

export type JsonLdObject = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

type Named = { name: string; url?: string };

/** `PT12M` from minutes, the ISO 8601 duration schema.org expects. */
export function isoDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

/** Drops undefined, null and empty-string values so the output carries only what is known. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

function person(name: string | undefined) {
  return name ? { '@type': 'Person', name } : undefined;
}

function organization(publisher: Named & { logo?: string }) {
  return compact({
    '@type': 'Organization',
    name: publisher.name,
    url: publisher.url,
    logo: publisher.logo ? { '@type': 'ImageObject', url: publisher.logo } : undefined,
  });
}

export type OrganizationInput = { name: string; url: string; logo?: string; description?: string; sameAs?: string[] };

/** The site's Organization, rendered once by the public layout. */
export function organizationJsonLd(input: OrganizationInput): JsonLdObject {
  return compact({
    '@context': 'https://schema.org',
    ...organization(input),
    description: input.description,
    sameAs: input.sameAs?.length ? input.sameAs : undefined,
  }) as JsonLdObject;
}

/** A trail from home to the page, each step with its absolute URL. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/** Questions and answers of the FAQ page (answers as plain text or simple HTML). */
export function faqPageJsonLd(items: { question: string; answer: string }[], inLanguage?: string): JsonLdObject {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }) as JsonLdObject;
}

/** What every content item shares: its page, title, summary, cover, dates and language. */
export type CreativeWorkInput = {
  url: string;
  title: string;
  description?: string;
  image?: string | null;
  datePublished?: string | null;
  dateModified?: string | null;
  inLanguage: string;
  publisher: Named & { logo?: string };
};

function creativeWork(type: string, input: CreativeWorkInput, nameKey: 'headline' | 'name' = 'name') {
  return compact({
    '@context': 'https://schema.org',
    '@type': type,
    [nameKey]: input.title,
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    description: input.description,
    image: input.image ?? undefined,
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    inLanguage: input.inLanguage,
    publisher: organization(input.publisher),
  });
}

export type ArticleJsonLdInput = CreativeWorkInput & { authorName?: string; section?: string; keywords?: string[] };

/** An article's detail page. */
export function articleJsonLd(input: ArticleJsonLdInput): JsonLdObject {
  return compact({
    ...creativeWork('Article', input, 'headline'),
    author: person(input.authorName) ?? organization(input.publisher),
    articleSection: input.section,
    keywords: input.keywords?.length ? input.keywords.join(', ') : undefined,
  }) as JsonLdObject;
}

export type BookJsonLdInput = CreativeWorkInput & {
  author: string;
  translator?: string;
  bookPublisher?: string;
  isbn?: string;
  numberOfPages?: number;
  /** Year of publication of the book itself (not of the page). */
  year?: number;
};

/** A book's detail page; `publisher` is this site, `bookPublisher` the book's own. */
export function bookJsonLd(input: BookJsonLdInput): JsonLdObject {
  const base = creativeWork('Book', input);
  return compact({
    ...base,
    author: person(input.author),
    translator: person(input.translator),
    publisher: input.bookPublisher ? { '@type': 'Organization', name: input.bookPublisher } : base.publisher,
    isbn: input.isbn,
    numberOfPages: input.numberOfPages,
    copyrightYear: input.year,
  }) as JsonLdObject;
}

export type PodcastEpisodeJsonLdInput = CreativeWorkInput & {
  /** Absolute URL of the audio file. */
  audioUrl: string;
  audioType?: string;
  durationMinutes?: number;
  series: Named;
};

/** A podcast episode with its audio and the series it belongs to. */
export function podcastEpisodeJsonLd(input: PodcastEpisodeJsonLdInput): JsonLdObject {
  const duration = input.durationMinutes ? isoDuration(input.durationMinutes) : undefined;
  return compact({
    ...creativeWork('PodcastEpisode', input),
    duration,
    associatedMedia: compact({ '@type': 'MediaObject', contentUrl: input.audioUrl, encodingFormat: input.audioType, duration }),
    partOfSeries: compact({ '@type': 'PodcastSeries', name: input.series.name, url: input.series.url }),
  }) as JsonLdObject;
}

export type VideoObjectJsonLdInput = CreativeWorkInput & {
  /** Absolute URL of an uploaded file. */
  contentUrl?: string;
  /** The Aparat / YouTube player URL. */
  embedUrl?: string;
  durationMinutes?: number;
};

/** A video; Google requires `thumbnailUrl` and `uploadDate`, taken from the cover and the publication date. */
export function videoObjectJsonLd(input: VideoObjectJsonLdInput): JsonLdObject {
  return compact({
    ...creativeWork('VideoObject', input),
    thumbnailUrl: input.image ?? undefined,
    uploadDate: input.datePublished,
    duration: input.durationMinutes ? isoDuration(input.durationMinutes) : undefined,
    contentUrl: input.contentUrl,
    embedUrl: input.embedUrl,
  }) as JsonLdObject;
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are escaped so a title such
 * as `</script>` cannot end the script element, and U+2028/2029 cannot break older parsers.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
