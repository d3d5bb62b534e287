import type { NextResponse } from 'next/server';
import { isHttpsApp } from '@/env';
import { SESSION_HINT_COOKIE } from '@/shared/session-hint';
import { randomSecret } from './secrets';
import { tokenTtlSeconds } from './tokens';

/** SPEC §9's token cookie; httpOnly so script cannot steal it. */
export const AUTH_COOKIE = 'authorization_token';
/** Sanctum's double-submit pair: script reads the cookie and echoes it in the header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * `Secure` follows APP_URL's scheme: a plain-http install (a LAN address) could never keep a
 * `Secure` cookie, and an https one must never send its token over http.
 */
function secure(): boolean {
  return isHttpsApp();
}

/** Sets the auth cookie to a freshly issued token, and the readable hint that a session exists. */
export function setAuthCookie(response: NextResponse, plainTextToken: string): void {
  response.cookies.set(AUTH_COOKIE, plainTextToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(),
    path: '/',
    maxAge: tokenTtlSeconds(),
  });
  setSessionHint(response);
}

/**
 * The readable hint that this browser holds a session, for as long as a token lives. It carries no
 * secret: it lets a cached page paint "signed in" first, and the browser skip the start-up auth
 * check when there is no session to check. Renewed by every successful auth check.
 */
export function setSessionHint(response: NextResponse): void {
  response.cookies.set(SESSION_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure: secure(), path: '/', maxAge: tokenTtlSeconds() });
}

/** Removes the auth cookie and its hint (sign-out). */
export function clearAuthCookie(response: NextResponse): void {
  response.cookies.set(AUTH_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: secure(), path: '/', maxAge: 0 });
  response.cookies.set(SESSION_HINT_COOKIE, '', { httpOnly: false, sameSite: 'lax', secure: secure(), path: '/', maxAge: 0 });
}

/** Sets a new XSRF-TOKEN cookie, readable by script (not httpOnly) so the client can echo it. */
export function setXsrfCookie(response: NextResponse): string {
  const value = randomSecret(40);
  response.cookies.set(XSRF_COOKIE, value, {
    httpOnly: false,
    sameSite: 'lax',
    secure: secure(),
    path: '/',
    maxAge: tokenTtlSeconds(),
  });
  return value;
}
