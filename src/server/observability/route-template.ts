import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which route a path belongs to, as its template (`/[locale]/[section]/[slug]`), read from the
 * build's routes manifest: the metrics count requests per template, so a million article
 * addresses are one series, and a path no route answers is `unmatched`, never its own series.
 */
export type RouteMatcher = (pathname: string) => string;

type ManifestRoute = { page: string; regex: string };
type RoutesManifest = { staticRoutes?: ManifestRoute[]; dynamicRoutes?: ManifestRoute[] };

export const UNMATCHED = 'unmatched';

/** Next's own addresses, and the server's, by prefix. */
const PREFIXES: [RegExp, string][] = [
  [/^\/_next\/static\//, '/_next/static'],
  [/^\/_next\/image(?:\/|$)/, '/_next/image'],
  [/^\/_next\/data\//, '/_next/data'],
  [/^\/_next\//, '/_next'],
];

/** RSC payloads and segment prefetches of a page count as the page. */
function pagePath(pathname: string): string {
  const segments = pathname.indexOf('.segments/');
  const base = segments >= 0 ? pathname.slice(0, segments) : pathname;
  const stripped = base.replace(/\.rsc$/, '').replace(/\/index$/, '');
  return stripped === '' ? '/' : stripped;
}

export function routeMatcher(manifest: RoutesManifest): RouteMatcher {
  // Static routes first: `/fa/articles` is the list, not `/[locale]/[section]` of some other page.
  const patterns = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].flatMap((route) => {
    try {
      return [{ page: route.page, regex: new RegExp(route.regex) }];
    } catch {
      return [];
    }
  });
  const cache = new Map<string, string>();
  return (pathname) => {
    for (const [prefix, label] of PREFIXES) if (prefix.test(pathname)) return label;
    const path = pagePath(pathname);
    const known = cache.get(path);
    if (known) return known;
    const found = patterns.find((route) => route.regex.test(path))?.page ?? UNMATCHED;
    // Bounded: the templates are few, but the paths that map to them are not.
    if (cache.size > 5000) cache.clear();
    cache.set(path, found);
    return found;
  };
}

/** The matcher of the build in `distDir`; without one (dev, no build yet) every path is `unmatched`. */
export function loadRouteMatcher(distDir: string): RouteMatcher {
  const file = path.join(distDir, 'routes-manifest.json');
  if (!existsSync(file)) return (pathname) => PREFIXES.find(([prefix]) => prefix.test(pathname))?.[1] ?? UNMATCHED;
  try {
    return routeMatcher(JSON.parse(readFileSync(file, 'utf8')) as RoutesManifest);
  } catch {
    return () => UNMATCHED;
  }
}
