/**
 * Public GET answers: shared caches may keep them a minute and serve a stale copy for five while
 * revalidating. They never carry a Set-Cookie, or a cache would hand one visitor's cookie to all.
 */
export const PUBLIC_CACHE = { 'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=300' } as const;
