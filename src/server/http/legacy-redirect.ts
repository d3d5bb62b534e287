import type { IncomingMessage, ServerResponse } from 'node:http';
import { findRedirect } from '@/server/services/redirects/find-redirect';
import { redirectLocation, redirectSource } from '@/shared/redirects';
import { appRootSegments, localeRootSegments } from '@/shared/routes';

/**
 * Whether an address is one this site never answers itself (so it may be an old one): the home
 * page only with WordPress's `?p=`-style parameters, any path outside the site's own first
 * segments, and under a language any segment that is not one of its pages (Polylang's `/fa/slug/`).
 */
export function isLegacyAddress(url: string): boolean {
  const [pathname = '/', query = ''] = url.split('?', 2);
  if (pathname === '/' || pathname === '') return query !== '' && redirectSource(url) !== null;
  const [, first = '', second = ''] = pathname.split('/');
  if (first === 'fa' || first === 'en') return second !== '' && !localeRootSegments.includes(decodeSafely(second));
  return !appRootSegments.includes(first);
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Answers an old address with a 301 to where it lives now, before the app would answer 404. Only
 * addresses the site cannot answer itself are looked up (one indexed query), so its own pages
 * pay nothing. A failed lookup lets the request go on to the app.
 */
export async function answerLegacyRedirect(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url ?? '/';
  if (!isLegacyAddress(url)) return false;
  const target = await findRedirect(url).catch(() => null);
  if (!target) return false;
  response.writeHead(301, { Location: redirectLocation(target), 'Cache-Control': 'public, max-age=300' });
  response.end();
  return true;
}
