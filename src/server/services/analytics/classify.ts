import type { AnalyticsSource, DeviceClass } from '@/shared/schemas/analytics';

/** Hosts (and their subdomains) of the search engines readers of both languages use. */
const SEARCH_HOSTS = [
  'google',
  'bing.com',
  'duckduckgo.com',
  'yahoo.com',
  'yandex',
  'ecosia.org',
  'baidu.com',
  'brave.com',
  'qwant.com',
  'startpage.com',
];
/** Social networks and messengers, Telegram first: it is where Persian readers share links. */
const SOCIAL_HOSTS = [
  't.me',
  'telegram.org',
  'telegram.me',
  'x.com',
  't.co',
  'twitter.com',
  'facebook.com',
  'fb.com',
  'instagram.com',
  'linkedin.com',
  'lnkd.in',
  'reddit.com',
  'whatsapp.com',
  'wa.me',
  'youtube.com',
  'threads.net',
  'bsky.app',
  'mastodon.social',
  'virgool.io',
  'eitaa.com',
  'rubika.ir',
];
/** Web mail, whose links are a newsletter's even without its `utm_*`. */
const MAIL_HOSTS = ['mail.google.com', 'outlook.live.com', 'outlook.office.com', 'mail.yahoo.com'];

function matches(host: string, list: readonly string[]): boolean {
  return list.some((entry) =>
    entry.includes('.') ? host === entry || host.endsWith(`.${entry}`) : host.split('.').includes(entry),
  );
}

/** `https://www.Google.com/search?q=…` → `google.com`; anything that is not an http(s) address → null. */
export function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/**
 * Where a reader came from: the link's campaign first (a newsletter marks its links), then the
 * referrer's host. No referrer is a direct visit; this site's own host is a reader moving on.
 */
export function sourceOf({
  host,
  siteHost,
  utmSource,
  utmMedium,
}: {
  host: string | null;
  siteHost: string;
  utmSource?: string | null;
  utmMedium?: string | null;
}): AnalyticsSource {
  const campaign = `${utmSource ?? ''} ${utmMedium ?? ''}`.toLowerCase();
  if (/\b(newsletter|email|e-mail|mail)\b/.test(campaign)) return 'newsletter';
  if (!host) return utmSource ? 'other' : 'direct';
  if (host === siteHost.replace(/^www\./, '')) return 'internal';
  if (matches(host, MAIL_HOSTS)) return 'newsletter';
  if (matches(host, SEARCH_HOSTS)) return 'search';
  if (matches(host, SOCIAL_HOSTS)) return 'social';
  return 'other';
}

/** phone, tablet or desktop from the User-Agent (Client Hints are not sent with a beacon). */
export function deviceOf(userAgent: string | null): DeviceClass {
  const agent = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(agent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(agent)) return 'phone';
  return 'desktop';
}
