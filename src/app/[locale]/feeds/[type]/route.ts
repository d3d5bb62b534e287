// GET /{locale}/feeds/{type} — RSS 2.0 of a type's newest items; /{locale}/feeds/podcasts is the podcast feed
import { isLocale } from '@/i18n/locales';
import { renderTypeFeed } from '@/server/seo/feeds';
import { FEED_CACHE } from '@/server/seo/xml';
import { hasFeed } from '@/shared/content-types';

// Rendered on request (the build never opens the database, ADR 0001); shared caches keep it an hour.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; type: string }> }) {
  const { locale, type } = await params;
  if (!isLocale(locale) || !hasFeed(type)) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(await renderTypeFeed(type, locale), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', ...FEED_CACHE },
  });
}
