import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { translate } from '@/i18n/messages';
import { AUTH_COOKIE } from '@/server/auth/cookies';
import { REQUEST_ID_HEADER } from '@/server/observability/request-id';
import { toLatinDigits } from '@/shared/text/normalize';
import { localizeIssues } from '@/shared/validation/localize';
import { AppError, BadRequestError, RateLimitedError, StaleVersionError, ValidationError } from '@/server/errors';
import { requestLocale } from './locale';
import { assertStorableText } from './unstorable-text';

export type HandlerContext<Params> = {
  request: NextRequest;
  params: Params;
  locale: Locale;
};

type RouteContext<Params> = { params: Promise<Params> };

/**
 * Wraps a route handler: resolves the request's language, and turns any thrown error into the
 * API envelope. Nothing but a localized message ever leaves; the stack trace goes to the log.
 */
export function handle<Params = Record<string, never>>(
  fn: (context: HandlerContext<Params>) => Promise<Response>,
) {
  return async (request: NextRequest, context: RouteContext<Params>): Promise<Response> => {
    const locale = requestLocale(request);
    let response: Response;
    try {
      const params = (await context?.params) ?? ({} as Params);
      response = await fn({ request, params, locale });
    } catch (error) {
      response = toErrorResponse(error, locale, request.headers.get(REQUEST_ID_HEADER));
    }
    return withCachingHeaders(request, response);
  };
}

const PRIVATE_PATH = /^\/api\/(?:user|manager)(?:\/|$)/;

/**
 * One place decides what caches may keep. An answer to a signed-in request, one under the user or
 * manager API, or one that sets a cookie carries personal data or a credential: no cache, shared
 * or in the browser, may keep it. Every answer's messages follow Accept-Language, so a cache that
 * may keep it must key on that header too.
 */
export function withCachingHeaders(request: NextRequest, response: Response): Response {
  const isPrivate =
    request.headers.has('authorization') ||
    request.cookies.has(AUTH_COOKIE) ||
    PRIVATE_PATH.test(request.nextUrl.pathname) ||
    response.headers.has('set-cookie');
  // `Response.redirect` and friends have immutable headers; a copy takes the new ones.
  const target = isMutable(response) ? response : new Response(response.body, response);
  if (isPrivate) target.headers.set('Cache-Control', 'private, no-store');
  const vary = target.headers.get('vary');
  if (!vary?.toLowerCase().includes('accept-language')) target.headers.set('Vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
  return target;
}

function isMutable(response: Response): boolean {
  try {
    response.headers.set('x-darvazeh-probe', '1');
    response.headers.delete('x-darvazeh-probe');
    return true;
  } catch {
    return false;
  }
}

/**
 * The error envelope. A 500 also names the request (`request_id`, the id `npm start` gave it and
 * wrote on its log lines), so a reader's report of the failure leads to the log.
 */
export function toErrorResponse(error: unknown, locale: Locale, requestId?: string | null): NextResponse {
  if (error instanceof ValidationError) {
    const localized = localizeIssues(
      error.issues.map((issue) => ({
        code: 'custom' as const,
        path: issue.path,
        message: issue.message,
        params: issue.params,
        input: undefined,
      })),
      locale,
    );
    return NextResponse.json(localized, { status: 422 });
  }
  if (error instanceof z.ZodError) {
    return NextResponse.json(localizeIssues(error.issues, locale), { status: 422 });
  }
  if (error instanceof StaleVersionError) {
    return NextResponse.json({ message: translate(locale, error.messageKey), conflict: error.conflict }, { status: 409 });
  }
  if (error instanceof AppError) {
    const headers = error instanceof RateLimitedError ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined;
    return NextResponse.json(
      { message: translate(locale, error.messageKey, error.messageValues) },
      { status: error.status, headers },
    );
  }
  console.error('[api] unhandled error', error);
  const message = translate(locale, 'api.server');
  return NextResponse.json(requestId ? { message, request_id: requestId } : { message }, { status: 500 });
}

/** Reads and validates a JSON body; a body that is not JSON is a 400, never a 500. */
export async function parseBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    const text = await request.text();
    body = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new BadRequestError('api.badJson');
  }
  assertStorableText(body);
  return schema.parse(body);
}

const NUMBER_LIKE = /^[\s0-9\u06F0-\u06F9\u0660-\u0669.,:+\-/]+$/;

/** `?page=۲` reads as `?page=2`, as digits in bodies do; text (a search) is left to its own rules. */
function latinNumber(value: string): string {
  return NUMBER_LIKE.test(value) ? toLatinDigits(value) : value;
}

export function parseQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const params = new URL(request.url).searchParams;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).map(latinNumber);
    query[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  assertStorableText(query);
  return schema.parse(query);
}

export function parseParams<T extends z.ZodType>(params: unknown, schema: T): z.infer<T> {
  const result = schema.safeParse(params);
  // A malformed id in the path names nothing that exists.
  if (!result.success) throw new AppError(404, 'api.notFound');
  return result.data;
}
