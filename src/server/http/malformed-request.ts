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
 * What the server answers, before Next sees it, to a request no route could handle: an unknown
 * method (405 with Allow) or a path whose percent-encoding is broken or names a NUL byte or a lone
 * surrogate (400). Both in the API envelope, in the request's language, and never logged.
 */
export function rejectMalformedRequest(method: string | undefined, url: string | undefined, acceptLanguage: string | undefined): Rejection | null {
  const request = new Request(new URL(url ?? '/', 'http://localhost'), { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
  const locale = requestLocale(request);
  if (!ALLOWED_METHODS.includes((method ?? '').toUpperCase() as (typeof ALLOWED_METHODS)[number])) {
    return { status: 405, headers: { Allow: ALLOWED_METHODS.join(', ') }, body: { message: translate(locale, 'api.methodNotAllowed') } };
  }
  const pathname = (url ?? '/').split('?')[0] ?? '/';
  if (!decodesCleanly(pathname)) return { status: 400, headers: {}, body: { message: translate(locale, 'api.badRequest') } };
  return null;
}
