import { element, emptyElement } from './xml';

export type FeedEnclosure = { url: string; type: string; /** Bytes; 0 when unknown (RSS requires the attribute). */ length?: number };

export type FeedItem = {
  id: string;
  title: string;
  url: string;
  description: string;
  publishedAt: string | null;
  categories?: string[];
  image?: string;
  enclosure?: FeedEnclosure;
  durationMinutes?: number;
};

export type FeedChannel = {
  title: string;
  /** The page the feed mirrors (the type's list page). */
  link: string;
  /** The feed's own address, for `atom:link rel="self"`. */
  self: string;
  description: string;
  /** BCP-47 tag, `fa-IR` or `en-US`. */
  language: string;
  author: string;
  /** The podcast owner's contact (`itunes:owner`), which directories use to verify the show. */
  ownerEmail?: string;
  image?: string;
  /** Adds iTunes tags (Apple Podcasts, most podcast apps): channel artwork, category, explicit, durations. */
  isPodcast?: boolean;
  /** Apple's category, such as `Technology`. */
  podcastCategory?: string;
};

/** RFC 822 date, as RSS 2.0 wants. */
function rfc822(iso: string | null | undefined): string | undefined {
  return iso ? new Date(iso).toUTCString() : undefined;
}

/** `HH:MM:SS`, the duration form every podcast app reads. */
export function itunesDuration(minutes: number): string {
  const seconds = Math.max(0, Math.round(minutes * 60));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

function itemXml(item: FeedItem, isPodcast: boolean): string {
  return [
    '<item>',
    element('title', item.title),
    element('link', item.url),
    element('guid', item.id, { isPermaLink: 'false' }),
    element('pubDate', rfc822(item.publishedAt)),
    element('description', item.description),
    ...(item.categories ?? []).map((category) => element('category', category)),
    item.enclosure
      ? emptyElement('enclosure', { url: item.enclosure.url, length: String(item.enclosure.length ?? 0), type: item.enclosure.type })
      : '',
    isPodcast ? element('itunes:title', item.title) : '',
    isPodcast ? element('itunes:summary', item.description) : '',
    isPodcast && item.durationMinutes ? element('itunes:duration', itunesDuration(item.durationMinutes)) : '',
    isPodcast && item.image ? emptyElement('itunes:image', { href: item.image }) : '',
    isPodcast ? element('itunes:episodeType', 'full') + element('itunes:explicit', 'false') : '',
    '</item>',
  ].join('');
}

/** An RSS 2.0 document; with `isPodcast`, the iTunes namespace and tags podcast directories require. */
export function buildRssFeed(channel: FeedChannel, items: FeedItem[], now = new Date()): string {
  const isPodcast = channel.isPodcast ?? false;
  const namespaces = [
    'xmlns:atom="http://www.w3.org/2005/Atom"',
    isPodcast ? 'xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const newest = items.find((item) => item.publishedAt)?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" ${namespaces}>`,
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    element('lastBuildDate', rfc822(newest ?? now.toISOString())),
    emptyElement('atom:link', { href: channel.self, rel: 'self', type: 'application/rss+xml' }),
    channel.image ? `<image>${element('url', channel.image)}${element('title', channel.title)}${element('link', channel.link)}</image>` : '',
    isPodcast
      ? [
          element('itunes:author', channel.author),
          channel.ownerEmail
            ? `<itunes:owner>${element('itunes:name', channel.author)}${element('itunes:email', channel.ownerEmail)}</itunes:owner>`
            : '',
          element('itunes:summary', channel.description),
          element('itunes:type', 'episodic'),
          element('itunes:explicit', 'false'),
          channel.image ? emptyElement('itunes:image', { href: channel.image }) : '',
          emptyElement('itunes:category', { text: channel.podcastCategory ?? 'Technology' }),
        ].join('')
      : '',
    ...items.map((item) => itemXml(item, isPodcast)),
    '</channel>',
    '</rss>',
  ].join('\n');
}
