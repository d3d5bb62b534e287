/**
 * Public GET answers: shared caches may keep them a minute and serve a stale copy for five while
 * revalidating. They never carry a Set-Cookie, or a cache would hand one visitor's cookie to all.
 */
export const PUBLIC_CACHE = { 'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=300' } as const;

/**
 * A preview link's answer (ADR 0020): for whoever holds the link only, kept by no cache and by no
 * search engine; the pages send the same headers from src/proxy.ts.
 */
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;
