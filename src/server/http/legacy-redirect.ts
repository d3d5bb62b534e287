import type { IncomingMessage, ServerResponse } from 'node:http';
import { findRedirect } from '@/server/services/redirects/find-redirect';
import { isLegacyAddress, redirectLocation } from '@/shared/redirects';

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
