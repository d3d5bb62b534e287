import type { Locale } from '@/i18n/locales';
import { isHttpsApp } from '@/env';
import { LIGHT_MODE_COOKIE, LIGHT_MODE_COOKIE_MAX_AGE, type LightModeChoice } from '@/shared/light-mode';

/** Only a page of the site in a language: anything else (another host, `//host`) would be an open redirect. */
const SITE_PAGE = /^\/(?:fa|en)(?:\/|$)/;

/**
 * The page the switch was pressed on, from the form post's Referer (same-origin posts carry the
 * whole address under the site's referrer policy); the language's home where there is none.
 */
function returnPath(request: Request, locale: Locale): string {
  try {
    const from = new URL(request.headers.get('referer') ?? '');
    if (SITE_PAGE.test(from.pathname)) return from.pathname + from.search;
  } catch {
    // No Referer, or not an address: the home page.
  }
  return `/${locale}`;
}

/** Remembers the reader's choice for a year and sends the browser back to read the page in it. */
export function lightModeAnswer(request: Request, mode: LightModeChoice, locale: Locale): Response {
  const secure = isHttpsApp() ? '; Secure' : '';
  return new Response(null, {
    status: 303,
    headers: {
      Location: returnPath(request, locale),
      'Set-Cookie': `${LIGHT_MODE_COOKIE}=${mode}; Path=/; Max-Age=${LIGHT_MODE_COOKIE_MAX_AGE}; SameSite=Lax; HttpOnly${secure}`,
      'Cache-Control': 'no-store',
    },
  });
}
