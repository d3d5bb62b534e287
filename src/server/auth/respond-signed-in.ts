import type { NextResponse } from 'next/server';
import type { User } from '@/server/db/schema';
import { ok } from '@/server/http/respond';
import { dispatchMail } from '@/server/mail/send';
import { buildAuthPayload } from '@/server/services/accounts/check-auth';
import { setAuthCookie, setXsrfCookie } from './cookies';
import type { IssuedToken } from './tokens';

/**
 * Register and login answer alike: `{ data: { user, saves, likes, checks, token }, message }`,
 * the token also set as the httpOnly cookie, and a fresh XSRF-TOKEN (Sanctum rotates it on sign-in).
 * A sign-in from a device new to the account mails its owner.
 */
export async function respondSignedIn(user: User, token: IssuedToken, message: string, status = 200): Promise<NextResponse> {
  // Every sign-in answers through here once its transaction has committed: the moment to send.
  if (token.newDeviceMail) dispatchMail(token.newDeviceMail.id, token.newDeviceMail.mail);
  const payload = await buildAuthPayload(user);
  const response = ok({ ...payload, token: token.plainText }, { message, status, headers: { 'Cache-Control': 'no-store' } });
  setAuthCookie(response, token.plainText);
  setXsrfCookie(response);
  return response;
}
