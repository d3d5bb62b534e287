import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './i18n/locales';
import { routing } from './i18n/routing';
import { isKnownPanelAddress, PANEL_PATH_HEADER, PREVIEW_TOKEN_HEADER } from './shared/routes';
import { PREVIEW_HEADERS } from './server/http/cache';

const localize = createMiddleware(routing);

const PANEL_ADDRESS = /^\/(fa|en)\/(user|manager)\/panel(\/|$)/;
/** A panel's own address names no screen: it opens the panel's dashboard. */
const PANEL_ROOT = /^\/(fa|en)\/(user|manager)\/panel\/?$/;
/** A preview link's page (ADR 0020): for its holder only, kept by no cache and by no search engine. */
const PREVIEW_ADDRESS = /^\/(fa|en)\/preview\/([^/]*)/;

/**
 * Panels render per request anyway; their layouts need the address to refuse unknown screens.
 * The status of an unknown one is set here: the layout renders the 404 page instead of throwing
 * (a thrown `notFound()` leaves the server's HTML empty), and a rendered page cannot set it.
 */
function stampPanelPath(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const headers = new Headers(request.headers);
  headers.set(PANEL_PATH_HEADER, pathname);
  return NextResponse.next({ request: { headers }, status: isKnownPanelAddress(pathname) ? 200 : 404 });
}

/**
 * A preview page answers a link that no longer opens with its 404, which gets no params: the
 * token rides along in a header (set here over any the client sent) for it to say why.
 */
function stampPreviewToken(request: NextRequest, token: string) {
  const headers = new Headers(request.headers);
  headers.set(PREVIEW_TOKEN_HEADER, token);
  return NextResponse.next({ request: { headers }, headers: PREVIEW_HEADERS });
}

/**
 * Sends an address without a language (the bare `/` included) to one: the i18n_redirected
 * cookie first, then the browser's languages, else Persian. The language found on a first visit
 * is remembered for 365 days (SPEC §4). It never runs on public /fa or /en pages, so their cached HTML is
 * served untouched and carries no Set-Cookie; on panel pages it only stamps the address.
 */
export default function proxy(request: NextRequest) {
  if (PANEL_ROOT.test(request.nextUrl.pathname)) {
    const dashboard = request.nextUrl.clone();
    dashboard.pathname = `${request.nextUrl.pathname.replace(/\/$/, '')}/dashboard`;
    return NextResponse.redirect(dashboard);
  }
  if (PANEL_ADDRESS.test(request.nextUrl.pathname)) return stampPanelPath(request);
  const preview = PREVIEW_ADDRESS.exec(request.nextUrl.pathname);
  if (preview) return stampPreviewToken(request, preview[2]!);
  const response = localize(request);
  const target = response.headers.get('location');
  const locale = target ? new URL(target, request.url).pathname.split('/')[1] : undefined;
  if (isLocale(locale) && !request.cookies.has(LOCALE_COOKIE)) {
    response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
  }
  return response;
}

export const config = {
  matcher: ['/', '/(fa|en)/(user|manager)/panel/:path*', '/(fa|en)/preview/:path*', '/((?!api|sanctum|media|_next|_vercel|fa(?:/|$)|en(?:/|$)|.*\\..*).*)'],
};
