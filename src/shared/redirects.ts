import { appRootSegments, localeRootSegments } from './routes';

/**
 * How an old address is written in the redirect table, so that a request and a stored source
 * meet whatever form they came in: percent-escapes decoded (WordPress writes Persian slugs
 * escaped, browsers send them escaped too), one trailing slash dropped, and of the query only the
 * parameters that name a page on a WordPress site (`/?p=123`), sorted.
 */
const PAGE_PARAMETERS = ['p', 'page_id', 'cat', 'tag', 'attachment_id'] as const;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The stored form of `pathAndQuery` (`/2024/01/%d8%b3/` → `/2024/01/س`), or null for one that cannot be a source. */
export function redirectSource(pathAndQuery: string): string | null {
  let url: URL;
  try {
    url = new URL(pathAndQuery, 'http://source.invalid');
  } catch {
    return null;
  }
  let path = decoded(url.pathname).normalize('NFC');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const query = PAGE_PARAMETERS.flatMap((name) => {
    const value = url.searchParams.get(name);
    return value ? [`${name}=${value}`] : [];
  });
  const source = query.length ? `${path}?${query.join('&')}` : path;
  // `/` alone is the home page, never an old address.
  if (source === '/' || source.length > 1000) return null;
  return source;
}

/** A stored target (`/fa/articles/سلام`) as a Location header may carry it. */
export function redirectLocation(target: string): string {
  return encodeURI(target);
}

/**
 * Whether an address is one this site never answers itself (so it may be an old one): the home
 * page only with WordPress's `?p=`-style parameters, any path outside the site's own first
 * segments, and under a language any segment that is not one of its pages (Polylang's `/fa/slug/`).
 */
export function isLegacyAddress(url: string): boolean {
  const [pathname = '/', query = ''] = url.split('?', 2);
  if (pathname === '/' || pathname === '') return query !== '' && redirectSource(url) !== null;
  const [, first = '', second = ''] = pathname.split('/');
  if (first === 'fa' || first === 'en') return second !== '' && !localeRootSegments.includes(decoded(second));
  // A page's address without its language (`/about-us`) is answered too: it goes to that page in
  // the reader's language, so an imported page's bare slug must not take it over.
  return !appRootSegments.includes(first) && !localeRootSegments.includes(decoded(first));
}
