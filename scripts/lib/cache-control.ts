/** One day: how long a shared cache may serve a page while it revalidates it in the background. */
export const STALE_WHILE_REVALIDATE_SECONDS = 86_400;

/** Turns Next's `s-maxage=N[, stale-while-revalidate=M]` into a header shared caches can act on. */
export function publicCacheControl(value: string): string {
  const directives = value.split(',').map((part) => part.trim()).filter(Boolean);
  if (!directives.some((d) => d.startsWith('s-maxage=')) || directives.some((d) => d === 'private' || d === 'no-store')) {
    return value;
  }
  const rest = directives.filter((d) => d !== 'public' && !d.startsWith('stale-while-revalidate'));
  const swr = directives.find((d) => /^stale-while-revalidate=\d+$/.test(d)) ?? `stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
  return ['public', ...rest, swr].join(', ');
}

/** Searched lists (`?q=`, ADR 0006), search and compare read their query string, so Next renders them per request. */
const queryPages = /^\/(fa|en)\/(articles|books|coins|metaverses|podcasts|videos|posts|search|metaverses\/compare)\/?(\?|$)/;
export const QUERY_PAGE_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=300';

/**
 * True for an anonymous GET of a public page that varies only by its URL: its HTML is the same
 * for every visitor, so the shared cache in front may keep it for a minute per full URL.
 */
export function isShareableQueryPage(method: string | undefined, url: string | undefined, cookie: string | undefined): boolean {
  return method === 'GET' && !!url && queryPages.test(url) && !(cookie ?? '').includes('authorization_token=');
}
