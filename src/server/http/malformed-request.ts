import { translate } from '@/i18n/messages';
import { requestLocale } from './locale';

/** The methods the app answers; TRACE, CONNECT and made-up ones never reach Next. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export type Rejection = { status: 400 | 405; headers: Record<string, string>; body: { message: string } };

function decodesCleanly(pathname: string): boolean {
  try {
    const decoded = decodeURIComponent(pathname);
    return !decoded.includes('\u0000') && decoded.isWellFormed();
  } catch {
    return false;
  }
}

/**
 * A request target the app can route: a path (`/…`), or a whole address as a client talking to a
 * proxy sends it. Anything else, `*` above all (`OPTIONS *` asks about the server itself), made
 * Next's URL parser throw, a 500.
 */
function isRoutableTarget(url: string): boolean {
  return url.startsWith('/') || (/^https?:\/\//i.test(url) && URL.canParse(url));
}

/**
 * What the server answers, before Next sees it, to a request no route could handle: an unknown
 * method (405 with Allow), a target that is not a path (`*`), or a path whose percent-encoding is
 * broken or names a NUL byte or a lone surrogate (400). All in the API envelope, in the request's
 * language, and never logged.
 */
export function rejectMalformedRequest(method: string | undefined, url: string | undefined, acceptLanguage: string | undefined): Rejection | null {
  const target = url ?? '/';
  const request = new Request(new URL(isRoutableTarget(target) ? target : '/', 'http://localhost'), { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
  const locale = requestLocale(request);
  if (!ALLOWED_METHODS.includes((method ?? '').toUpperCase() as (typeof ALLOWED_METHODS)[number])) {
    return { status: 405, headers: { Allow: ALLOWED_METHODS.join(', ') }, body: { message: translate(locale, 'api.methodNotAllowed') } };
  }
  const pathname = target.split('?')[0] ?? '/';
  if (!isRoutableTarget(target) || !decodesCleanly(pathname)) return { status: 400, headers: {}, body: { message: translate(locale, 'api.badRequest') } };
  return null;
}
