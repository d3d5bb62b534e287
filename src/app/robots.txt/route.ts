// GET /robots.txt — crawl rules naming the sitemap
import { appUrl } from '@/env';
import { buildRobotsTxt } from '@/server/seo/sitemap';
import { FEED_CACHE } from '@/server/seo/xml';

// On request, so the sitemap's address follows the running server's APP_URL, not the build's.
export const dynamic = 'force-dynamic';

export function GET() {
  return new Response(buildRobotsTxt(appUrl()), { headers: { 'Content-Type': 'text/plain; charset=utf-8', ...FEED_CACHE } });
}
