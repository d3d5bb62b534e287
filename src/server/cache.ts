// No `server-only` here: the seed and scripts run the write services outside Next.
import { locales, type Locale } from '@/i18n/locales';
import { builtInPagePaths, type BuiltInPage } from '@/shared/built-in-pages';
import type { ContentType } from '@/shared/content-types';
import { afterCommit } from './db/unit-of-work';
import { purgeProxy } from './page-cache/proxy-purge';
import { tagStore } from './page-cache/tag-store.ts';

/**
 * Cache tags of the public content (ADR 0001: pages are cached HTML, content changes revalidate
 * them at once):
 * - `content`            every page or feed built from content (home, sitemap.xml, feeds, search)
 * - `content:{type}`     one type's list page and feed, e.g. `content:podcasts`
 * - `content:{type}:{slug}` one item's detail page in one language
 * - `content-list:{type}`  every cached list page of a type, filtered and paged (ADR 0006)
 * - `faqs`               the FAQ page
 * Pages are cached as whole routes, so the paths that show an item are revalidated too.
 */
export const contentTags = {
  all: 'content',
  type: (type: ContentType) => `content:${type}`,
  item: (type: ContentType, slug: string) => `content:${type}:${slug}`,
  list: (type: ContentType) => `content-list:${type}`,
  faqs: 'faqs',
} as const;

/** Next's tag for one path (what `revalidatePath` expires): the page cache keys pages by it. */
export function pathTag(path: string): string {
  return `_N_T_${path}`;
}

/** Next's tag on every page under the root layout: expiring it empties the whole page cache. */
const EVERY_PAGE_TAG = pathTag('/layout');

/** The paths (per locale) that show items of `type`: home, the type's list, its detail pages. */
export function contentPaths(type: ContentType, slugs: readonly string[]): string[] {
  return locales.flatMap((locale) => [
    `/${locale}`,
    `/${locale}/${type}`,
    ...(type === 'metaverses' ? [`/${locale}/metaverses/landing`, `/${locale}/metaverses/compare`] : []),
    ...slugs.map((slug) => `/${locale}/${type}/${encodeURIComponent(slug)}`),
  ]);
}

/**
 * Route answers that list items and live only in the shared proxy's cache: the sitemap, the feeds
 * and the search page (kept a minute per query, all its queries under one key).
 */
function feedPaths(type: ContentType): string[] {
  return ['/sitemap.xml', ...locales.flatMap((locale) => [`/${locale}/feeds/${type}`, `/${locale}/search`])];
}

/**
 * Drops pages from every instance's page cache (shared through Redis when REDIS_URL is set) and
 * from the reverse proxy's (PURGE_URL), once the write has committed: inside a unit of work the
 * purge waits for its outermost commit and is dropped with a rollback (ADR 0025). Works inside and
 * outside a request: the scheduler calls it.
 */
async function invalidate(tags: readonly string[], proxyKeys: readonly string[]): Promise<void> {
  await afterCommit(() => Promise.all([tagStore().expire(tags), purgeProxy(proxyKeys)]));
}

/**
 * Revalidates what shows items of `type` after a write has committed: pass every slug the item
 * had before and has now, so renamed and deleted slugs drop out of the cache too.
 */
export async function invalidateContent(type: ContentType, slugs: readonly string[]): Promise<void> {
  const unique = [...new Set(slugs)];
  const paths = contentPaths(type, unique);
  const tags = [
    contentTags.all,
    contentTags.type(type),
    contentTags.list(type),
    ...unique.map((slug) => contentTags.item(type, slug)),
  ];
  await invalidate([...tags, ...paths.map(pathTag)], [...paths, ...feedPaths(type)]);
}

/** Revalidates the FAQ page in every language after an FAQ changes. */
export async function invalidateFaqs(): Promise<void> {
  const paths = locales.map((locale) => `/${locale}/faq`);
  await invalidate([contentTags.faqs, ...paths.map(pathTag)], paths);
}

/** Revalidates one built-in page in one language after its text is set or put back to the default. */
export async function invalidateBuiltInPage(page: BuiltInPage, locale: Locale): Promise<void> {
  const path = `/${locale}${builtInPagePaths[page]}`;
  await invalidate([pathTag(path)], [path]);
}

/** Revalidates every page built from content: a renamed or deleted category or tag shows on all of them. */
export async function invalidateAllContent(): Promise<void> {
  await invalidate([contentTags.all, EVERY_PAGE_TAG], ['all']);
}
