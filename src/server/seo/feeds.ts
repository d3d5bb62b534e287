import 'server-only';
import { translate } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import { listContents, type ContentListItem } from '@/server/services/content';
import { mimeOfKey } from '@/server/services/media/mime';
import { getStorage, isSafeKey } from '@/server/storage';
import { contentTypes, playback, type ContentType, type ContentTypeEntry } from '@/shared/content-types';
import { feedPath } from '@/shared/seo/feed-path';
import { absoluteUrl, localizedUrl } from '@/server/seo/metadata';
import { buildRssFeed, type FeedEnclosure, type FeedItem } from './rss';
import { senderAddress, siteIdentity } from './site';

/** How many of the newest items a feed carries. */
export const FEED_SIZE = 50;

/** The item's page; a type without pages of its own (posts) links its card on the list, anchored by slug. */
function itemUrl(locale: Locale, item: ContentListItem): string {
  const slug = encodeURIComponent(item.slug);
  return localizedUrl(locale, contentTypes[item.type].hasDetailPage ? `/${item.type}/${slug}` : `/${item.type}#${slug}`);
}

/** Attributes by name: which ones a feed reads is the registry's to say. */
type NamedAttributes = Record<string, string | number | undefined>;

const MEDIA_PREFIX = '/media/';

/**
 * The stored size of an upload, which podcast apps read from the enclosure to plan the download.
 * An address elsewhere is not fetched (feeds never reach out): RSS then gets 0, "unknown".
 */
async function storedLength(source: string): Promise<number | undefined> {
  if (!source.startsWith(MEDIA_PREFIX)) return undefined;
  const key = decodeURIComponent(source.slice(MEDIA_PREFIX.length).split(/[?#]/)[0] ?? '');
  if (!isSafeKey(key)) return undefined;
  return (await getStorage().stat(key))?.size;
}

/** A playable item's file; an audio file of unknown kind is announced as MP3, which podcast apps expect. */
async function enclosureOf(item: ContentListItem): Promise<FeedEnclosure | undefined> {
  const { playable }: ContentTypeEntry = contentTypes[item.type];
  const source = playable ? ((item.attributes as NamedAttributes)[playback[playable].file] as string | undefined) : undefined;
  if (!source) return undefined;
  const type = mimeOfKey(new URL(source, 'http://x').pathname);
  return {
    url: absoluteUrl(source),
    type: type === 'application/octet-stream' && playable === 'audio' ? 'audio/mpeg' : type,
    length: await storedLength(source),
  };
}

function durationOf(item: ContentListItem): number | undefined {
  const { playable }: ContentTypeEntry = contentTypes[item.type];
  return playable ? ((item.attributes as NamedAttributes)[playback[playable].minutes] as number | undefined) : undefined;
}

async function feedItem(locale: Locale, item: ContentListItem): Promise<FeedItem> {
  const { feed }: ContentTypeEntry = contentTypes[item.type];
  const description = feed?.description === 'text' ? ((item.attributes as NamedAttributes).text as string | undefined) || item.excerpt : item.excerpt;
  return {
    id: item.id,
    title: item.title,
    url: itemUrl(locale, item),
    description,
    publishedAt: item.published_at,
    categories: [item.category?.name, ...item.tags.map((tag) => tag.name)].filter((name): name is string => Boolean(name)),
    image: item.cover ? absoluteUrl(item.cover.url) : undefined,
    enclosure: await enclosureOf(item),
    durationMinutes: durationOf(item),
  };
}

/** The RSS 2.0 document of one type's newest items in `locale`; audio types get iTunes tags. */
export async function renderTypeFeed(type: ContentType, locale: Locale): Promise<string> {
  const { items } = await listContents(type, { page: 1, per_page: FEED_SIZE, sort: 'newest' }, locale);
  const site = siteIdentity(locale);
  const seo = (key: string, values: Record<string, string>) => translate(locale, `seo.${key}`, values);
  const section = translate(locale, `nav.${type}`);
  const isPodcast = contentTypes[type].playable === 'audio';
  const entries = await Promise.all(items.map((item) => feedItem(locale, item)));
  return buildRssFeed(
    {
      title: seo('feedTitle', { site: site.name, section }),
      link: localizedUrl(locale, `/${type}`),
      self: absoluteUrl(feedPath(locale, type)),
      description: isPodcast ? seo('podcastDescription', { site: site.name }) : seo('feedDescription', { site: site.name, section }),
      language: site.inLanguage,
      author: site.name,
      ownerEmail: senderAddress(),
      image: isPodcast ? (entries.find((entry) => entry.image)?.image ?? site.logo) : undefined,
      isPodcast,
    },
    entries,
  );
}
