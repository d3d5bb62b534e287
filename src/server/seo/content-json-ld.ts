import 'server-only';
import { localeInfo, type Locale } from '@/i18n/locales';
import type { ContentDetail } from '@/server/services/content';
import { contentTypes, type AttributesView, type ContentTypeEntry } from '@/shared/content-types';
import {
  articleJsonLd,
  bookJsonLd,
  podcastEpisodeJsonLd,
  videoObjectJsonLd,
  type CreativeWorkInput,
  type JsonLdObject,
} from '@/shared/seo/json-ld';
import { absoluteUrl, localizedUrl } from '@/server/seo/metadata';
import { siteIdentity } from './site';

/** A detail item's address in `locale` (its own slug there), after the locale. */
export function contentPath(item: Pick<ContentDetail, 'type' | 'translations'>, locale: Locale): string | undefined {
  const slug = item.translations[locale];
  return slug === undefined ? undefined : `/${item.type}/${encodeURIComponent(slug)}`;
}

/**
 * The schema.org description of an item's page, of the type its registry entry names: Article
 * for articles, posts, coins and metaverses, Book, PodcastEpisode and VideoObject for the media
 * types, so search engines can show its date, cover, author, duration or player. A type naming
 * Book, PodcastEpisode or VideoObject keeps its attributes in the shape of books, podcasts or videos.
 */
export function contentJsonLd(item: ContentDetail, locale: Locale): JsonLdObject {
  const site = siteIdentity(locale);
  const image = item.cover?.variants.at(-1)?.url ?? null;
  const base: CreativeWorkInput = {
    url: localizedUrl(locale, contentPath(item, locale) ?? `/${item.type}`),
    title: item.seo_title ?? item.title,
    description: item.seo_description ?? item.excerpt,
    image: image ? absoluteUrl(image) : null,
    datePublished: item.published_at,
    dateModified: item.updated_at,
    inLanguage: localeInfo[locale].tag,
    publisher: { name: site.name, url: site.url, logo: site.logo },
  };
  const entry: ContentTypeEntry = contentTypes[item.type];
  switch (entry.jsonLd) {
    case 'Book': {
      const book = item.attributes as AttributesView['books'];
      return bookJsonLd({
        ...base,
        author: book.author,
        translator: book.translator,
        bookPublisher: book.publisher,
        isbn: book.isbn,
        numberOfPages: book.pages,
        year: book.year,
      });
    }
    case 'PodcastEpisode': {
      const podcast = item.attributes as AttributesView['podcasts'];
      return podcastEpisodeJsonLd({
        ...base,
        audioUrl: absoluteUrl(podcast.audio),
        durationMinutes: podcast.listening_time,
        series: { name: site.name, url: localizedUrl(locale, `/${item.type}`) },
      });
    }
    case 'VideoObject': {
      const video = item.attributes as AttributesView['videos'];
      return videoObjectJsonLd({
        ...base,
        contentUrl: video.video ? absoluteUrl(video.video) : undefined,
        embedUrl: video.embed_url,
        durationMinutes: video.watching_time,
      });
    }
    default:
      return articleJsonLd({ ...base, authorName: item.author?.name, section: item.category?.name, keywords: item.tags.map((tag) => tag.name) });
  }
}
