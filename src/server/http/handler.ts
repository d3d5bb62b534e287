import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { translate } from '@/i18n/messages';
import { localizeIssues } from '@/shared/validation/localize';
import { AppError, BadRequestError, RateLimitedError, ValidationError } from './errors';
import { requestLocale } from './locale';

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
    try {
      const params = (await context?.params) ?? ({} as Params);
      return await fn({ request, params, locale });
    } catch (error) {
      return toErrorResponse(error, locale);
    }
  };
}

export function toErrorResponse(error: unknown, locale: Locale): NextResponse {
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
  if (error instanceof AppError) {
    const headers = error instanceof RateLimitedError ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined;
    return NextResponse.json(
      { message: translate(locale, error.messageKey, error.messageValues) },
      { status: error.status, headers },
    );
  }
  console.error('[api] unhandled error', error);
  return NextResponse.json({ message: translate(locale, 'api.server') }, { status: 500 });
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
  return schema.parse(body);
}

export function parseQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const params = new URL(request.url).searchParams;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return schema.parse(query);
}

export function parseParams<T extends z.ZodType>(params: unknown, schema: T): z.infer<T> {
  const result = schema.safeParse(params);
  // A malformed id in the path names nothing that exists.
  if (!result.success) throw new AppError(404, 'api.notFound');
  return result.data;
}
