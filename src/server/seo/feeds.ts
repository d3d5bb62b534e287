import 'server-only';
import { translate } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import { listContents, type ContentListItem } from '@/server/services/content';
import { mimeOfKey } from '@/server/services/media/mime';
import type { AttributesView, ContentType } from '@/shared/content-types';
import { absoluteUrl, localizedUrl } from '@/shared/seo/metadata';
import { buildRssFeed, type FeedEnclosure, type FeedItem } from './rss';
import { siteIdentity } from './site';

/** How many of the newest items a feed carries. */
export const FEED_SIZE = 50;

/** Where a feed lives: `/fa/feeds/articles`, `/en/feeds/podcasts` (the podcast feed). */
export function feedPath(locale: Locale, type: ContentType): string {
  return `/${locale}/feeds/${type}`;
}

/** The item's page; posts have none of their own, so theirs is the feed of posts. */
function itemUrl(locale: Locale, item: ContentListItem): string {
  return item.type === 'posts' ? localizedUrl(locale, `/posts#post-${item.id}`) : localizedUrl(locale, `/${item.type}/${encodeURIComponent(item.slug)}`);
}

function enclosureOf(item: ContentListItem): FeedEnclosure | undefined {
  const source =
    item.type === 'podcasts'
      ? (item.attributes as AttributesView['podcasts']).audio
      : item.type === 'videos'
        ? (item.attributes as AttributesView['videos']).video
        : undefined;
  if (!source) return undefined;
  const type = mimeOfKey(new URL(source, 'http://x').pathname);
  return { url: absoluteUrl(source), type: type === 'application/octet-stream' && item.type === 'podcasts' ? 'audio/mpeg' : type };
}

function durationOf(item: ContentListItem): number | undefined {
  if (item.type === 'podcasts') return (item.attributes as AttributesView['podcasts']).listening_time;
  if (item.type === 'videos') return (item.attributes as AttributesView['videos']).watching_time;
  return undefined;
}

function feedItem(locale: Locale, item: ContentListItem): FeedItem {
  const description = item.type === 'posts' ? (item.attributes as AttributesView['posts']).text || item.excerpt : item.excerpt;
  return {
    id: item.id,
    title: item.title,
    url: itemUrl(locale, item),
    description,
    publishedAt: item.published_at,
    categories: [item.category?.name, ...item.tags.map((tag) => tag.name)].filter((name): name is string => Boolean(name)),
    image: item.cover ? absoluteUrl(item.cover.url) : undefined,
    enclosure: enclosureOf(item),
    durationMinutes: durationOf(item),
  };
}

/** The RSS 2.0 document of one type's newest items in `locale`; podcasts get iTunes tags. */
export async function renderTypeFeed(type: ContentType, locale: Locale): Promise<string> {
  const { items } = await listContents(type, { page: 1, per_page: FEED_SIZE, sort: 'newest' }, locale);
  const site = siteIdentity(locale);
  const seo = (key: string, values: Record<string, string>) => translate(locale, `seo.${key}`, values);
  const section = translate(locale, `nav.${type}`);
  const isPodcast = type === 'podcasts';
  const entries = items.map((item) => feedItem(locale, item));
  return buildRssFeed(
    {
      title: seo('feedTitle', { site: site.name, section }),
      link: localizedUrl(locale, `/${type}`),
      self: absoluteUrl(feedPath(locale, type)),
      description: isPodcast ? seo('podcastDescription', { site: site.name }) : seo('feedDescription', { site: site.name, section }),
      language: site.inLanguage,
      author: site.name,
      image: isPodcast ? (entries.find((entry) => entry.image)?.image ?? site.logo) : undefined,
      isPodcast,
    },
    entries,
  );
}
