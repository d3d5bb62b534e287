import type { NextResponse } from 'next/server';
import type { User } from '@/server/db/schema';
import { ok } from '@/server/http/respond';
import { buildAuthPayload } from '@/server/services/accounts/check-auth';
import { setAuthCookie, setXsrfCookie } from './cookies';
import type { IssuedToken } from './tokens';

/**
 * Register and login answer alike: `{ data: { user, saves, likes, checks, token }, message }`,
 * the token also set as the httpOnly cookie, and a fresh XSRF-TOKEN (Sanctum rotates it on sign-in).
 */
export async function respondSignedIn(user: User, token: IssuedToken, message: string, status = 200): Promise<NextResponse> {
  const payload = await buildAuthPayload(user);
  const response = ok({ ...payload, token: token.plainText }, { message, status, headers: { 'Cache-Control': 'no-store' } });
  setAuthCookie(response, token.plainText);
  setXsrfCookie(response);
  return response;
}
