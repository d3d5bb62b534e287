// GET /sitemap.xml — every public page and published item in both languages, with hreflang alternates
import { appUrl } from '@/env';
import { listSitemapEntries } from '@/server/services/content';
import { buildSitemapXml, sitemapUrls } from '@/server/seo/sitemap';
import { FEED_CACHE } from '@/server/seo/xml';

// A route handler rather than app/sitemap.ts: a metadata route would be prerendered by the build
// (which never opens the database, ADR 0001) and could not carry a shared-cache header.
export const dynamic = 'force-dynamic';

export async function GET() {
  const xml = buildSitemapXml(sitemapUrls(await listSitemapEntries(), appUrl()));
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', ...FEED_CACHE } });
}
