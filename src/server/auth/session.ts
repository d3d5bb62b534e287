import type { NextRequest } from 'next/server';
import { getDb } from '@/server/db/client';
import type { User } from '@/server/db/schema';
import { CsrfMismatchError, UnauthenticatedError } from '@/server/errors';
import { AUTH_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './cookies';
import { safeEqual } from './secrets';
import { clientAddress } from '@/server/http/client-info';
import { findIntegrationToken, isIntegrationToken } from './integration-tokens';
import { findToken } from './tokens';

/**
 * A signed-in session (its token's id, how it came), or an integration token acting as its
 * creator: the route factory lets it call only endpoints whose contract names one of its `scopes`.
 */
export type Session =
  | { user: User; tokenId: string; via: 'bearer' | 'cookie' }
  | { user: User; tokenId: string; via: 'integration'; scopes: readonly string[] };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: NextRequest): string | null | undefined {
  const header = request.headers.get('authorization');
  if (header === null) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() ?? null;
}

/**
 * A browser sends the cookie on any request, including one forged by another site; only a page
 * of ours can read XSRF-TOKEN and echo it. A bearer header cannot be forged cross-site, so it is
 * exempt (Sanctum's rule).
 */
function assertCsrf(request: NextRequest): void {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return;
  const cookie = request.cookies.get(XSRF_COOKIE)?.value;
  const header = request.headers.get(XSRF_HEADER);
  if (!cookie || !header || !safeEqual(header, cookie)) throw new CsrfMismatchError();
}

/**
 * Who is calling: the `Authorization: Bearer` token (a sign-in token, or an integration token
 * used from an address its allow-list admits) when that header is present, else the
 * `authorization_token` cookie. Null when neither names a live token or the user is blocked.
 * Throws CsrfMismatchError (419) for a cookie-authenticated state-changing request without the
 * matching X-XSRF-TOKEN header.
 */
export async function authenticate(request: NextRequest): Promise<Session | null> {
  const bearer = bearerToken(request);
  // A client that chose the header is not silently switched to the cookie.
  const via = bearer === undefined ? 'cookie' : 'bearer';
  const plainText = bearer === undefined ? request.cookies.get(AUTH_COOKIE)?.value : bearer;
  if (!plainText) return null;

  if (via === 'bearer' && isIntegrationToken(plainText)) {
    const integration = await findIntegrationToken(getDb(), plainText, clientAddress(request.headers));
    if (!integration || integration.user.isBlocked) return null;
    return { user: integration.user, tokenId: integration.grant.tokenId, via: 'integration', scopes: integration.grant.scopes };
  }

  const found = await findToken(getDb(), plainText);
  if (!found || found.user.isBlocked) return null;
  if (via === 'cookie') assertCsrf(request);
  return { user: found.user, tokenId: found.tokenId, via };
}

/** Like `authenticate`, but a missing session is a 401. */
export async function requireUser(request: NextRequest): Promise<Session> {
  const session = await authenticate(request);
  if (!session) throw new UnauthenticatedError();
  return session;
}
