import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './i18n/locales';
import { routing } from './i18n/routing';

const localize = createMiddleware(routing);

/**
 * Sends an address without a language (the bare `/` included) to one: the i18n_redirected
 * cookie first, then the browser's languages, else Persian. The language found on a first visit
 * is remembered for 365 days (SPEC §4). It never runs on /fa or /en pages, so their cached HTML is
 * served untouched and carries no Set-Cookie.
 */
export default function proxy(request: NextRequest) {
  const response = localize(request);
  const target = response.headers.get('location');
  const locale = target ? new URL(target, request.url).pathname.split('/')[1] : undefined;
  if (isLocale(locale) && !request.cookies.has(LOCALE_COOKIE)) {
    response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
  }
  return response;
}

export const config = {
  matcher: ['/', '/((?!api|sanctum|media|_next|_vercel|fa(?:/|$)|en(?:/|$)|.*\\..*).*)'],
};
