// No `server-only` here: the seed and scripts run the write services outside Next, where it throws.
import type { revalidatePath, revalidateTag } from 'next/cache';
import { locales } from '@/i18n/locales';
import type { ContentType } from '@/shared/content-types';

/**
 * Cache tags of the public content (ADR 0001: pages are cached HTML, content changes revalidate
 * them at once):
 * - `content`            every page or feed built from content (home, sitemap.xml, feeds, search)
 * - `content:{type}`     one type's list page and feed, e.g. `content:podcasts`
 * - `content:{type}:{slug}` one item's detail page in one language
 * - `faqs`               the FAQ page
 * Pages are cached as whole routes, so the paths that show an item are revalidated too.
 */
export const contentTags = {
  all: 'content',
  type: (type: ContentType) => `content:${type}`,
  item: (type: ContentType, slug: string) => `content:${type}:${slug}`,
  faqs: 'faqs',
} as const;

type NextCache = { revalidatePath: typeof revalidatePath; revalidateTag: typeof revalidateTag };

/**
 * next/cache, or null outside Next's server: the seed and scripts (which run before or without
 * Next) and tests have no AsyncLocalStorage installed, and next/cache cannot even load there.
 */
async function nextCache(): Promise<NextCache | null> {
  if (!('AsyncLocalStorage' in globalThis)) return null;
  try {
    return await import('next/cache');
  } catch {
    return null;
  }
}

/** Runs one next/cache call; outside a request (no store to revalidate) it throws, and nothing is cached there anyway. */
function quietly(call: () => void): void {
  try {
    call();
  } catch {
    // No request store: nothing to revalidate.
  }
}

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
 * Revalidates what shows items of `type` after a write has committed: pass every slug the item
 * had before and has now, so renamed and deleted slugs drop out of the cache too.
 */
export async function invalidateContent(type: ContentType, slugs: readonly string[]): Promise<void> {
  const cache = await nextCache();
  if (!cache) return;
  const { revalidatePath, revalidateTag } = cache;
  const unique = [...new Set(slugs)];
  for (const tag of [contentTags.all, contentTags.type(type), ...unique.map((slug) => contentTags.item(type, slug))]) {
    quietly(() => revalidateTag(tag, 'max'));
  }
  for (const path of [...contentPaths(type, unique), '/sitemap.xml']) quietly(() => revalidatePath(path));
}

/** Revalidates the FAQ page in every language after an FAQ changes. */
export async function invalidateFaqs(): Promise<void> {
  const cache = await nextCache();
  if (!cache) return;
  const { revalidatePath, revalidateTag } = cache;
  quietly(() => revalidateTag(contentTags.faqs, 'max'));
  for (const locale of locales) quietly(() => revalidatePath(`/${locale}/faq`));
}

/** Revalidates every page built from content: a renamed or deleted category or tag shows on all of them. */
export async function invalidateAllContent(): Promise<void> {
  const cache = await nextCache();
  if (!cache) return;
  const { revalidatePath, revalidateTag } = cache;
  quietly(() => revalidateTag(contentTags.all, 'max'));
  quietly(() => revalidatePath('/', 'layout'));
}
