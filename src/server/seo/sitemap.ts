import { locales, type Locale } from '@/i18n/locales';
import { API_PREFIX } from '@/shared/api/contracts/prefix';
import { publicPages } from '@/shared/routes';
import { contentTypes, type ContentTypeRegistry } from '@/shared/content-types';
import { languageAlternates, localizedUrl } from '@/server/seo/metadata';
import { element, emptyElement } from './xml';

export type SitemapUrl = { loc: string; lastmod?: string; alternates: Record<string, string> };
type ItemEntry = { type: string; updated_at: string; slugs: Partial<Record<Locale, string>> };

/** Paths after the locale of every page that exists in both languages whatever the content. */
function staticSitemapPaths(registry: ContentTypeRegistry): string[] {
  return ['', ...Object.keys(registry).map((type) => `/${type}`), ...publicPages.map((page) => `/${page}`)];
}

/**
 * One `<url>` per page per language: the static pages in both, and each published item in every
 * language it is written in, with hreflang alternates (fa-IR, en-US, x-default) to its other slugs.
 * Items of a type without pages of their own (posts, read on their list) get none.
 */
export function sitemapUrls(items: ItemEntry[], base: string, registry: ContentTypeRegistry = contentTypes): SitemapUrl[] {
  const pages = staticSitemapPaths(registry).flatMap((path) =>
    locales.map((locale) => {
      const paths = Object.fromEntries(locales.map((code) => [code, path]));
      return { loc: localizedUrl(locale, path, base), alternates: languageAlternates(locale, paths, base) };
    }),
  );
  const details = items
    .filter((item) => registry[item.type]?.hasDetailPage === true)
    .flatMap((item) => {
      const paths = Object.fromEntries(
        Object.entries(item.slugs).map(([locale, slug]) => [locale, `/${item.type}/${encodeURIComponent(slug)}`]),
      ) as Partial<Record<Locale, string>>;
      return (Object.keys(paths) as Locale[]).map((locale) => ({
        loc: localizedUrl(locale, paths[locale], base),
        lastmod: item.updated_at,
        alternates: languageAlternates(locale, paths, base),
      }));
    });
  return [...pages, ...details];
}

/** The sitemap protocol's XML, with `xhtml:link` hreflang alternates. */
export function buildSitemapXml(urls: SitemapUrl[]): string {
  const body = urls.map((url) =>
    [
      '<url>',
      element('loc', url.loc),
      element('lastmod', url.lastmod),
      ...Object.entries(url.alternates).map(([hreflang, href]) => emptyElement('xhtml:link', { rel: 'alternate', hreflang, href })),
      '</url>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...body,
    '</urlset>',
  ].join('\n');
}

/** robots.txt: everything public may be crawled; panels, the API and diagnostics may not. */
export function buildRobotsTxt(base: string): string {
  const privatePaths = [API_PREFIX, ...locales.flatMap((locale) => [`/${locale}/user/`, `/${locale}/manager/`, `/${locale}/diagnostics/`])];
  return ['User-agent: *', 'Allow: /', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}

