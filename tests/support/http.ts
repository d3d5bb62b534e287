import { NextRequest } from 'next/server';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-info';

type Init = {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  locale?: 'fa' | 'en';
};

/** Builds the NextRequest a route handler receives, so tests call `GET(request, { params })` directly. */
export function apiRequest(path: string, { method = 'GET', body, headers = {}, locale = 'en' }: Init = {}): NextRequest {
  return new NextRequest(new URL(path, 'http://localhost:3000'), {
    method,
    headers: {
      accept: 'application/json',
      'accept-language': locale === 'fa' ? 'fa-IR' : 'en-US',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function routeParams<P>(params: P): { params: Promise<P> } {
  return { params: Promise.resolve(params) };
}

type TypeHandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/**
 * A `[type]` route module's handlers as one content type's own route file would export them: each
 * call gets `type` among its path parameters, beside the ones the test passes.
 */
export function forType<M extends Record<string, unknown>>(routeModule: M, type: string): { [K in keyof M]: TypeHandler } {
  const bound = Object.entries(routeModule)
    .filter((entry): entry is [string, TypeHandler] => typeof entry[1] === 'function')
    .map(([method, handler]) => [
      method,
      (request: NextRequest, context: { params: Promise<Record<string, string>> }) =>
        handler(request, { params: context.params.then((params) => ({ ...params, type })) }),
    ]);
  return Object.fromEntries(bound) as { [K in keyof M]: TypeHandler };
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The header `npm start` sets from the socket: a request as if it came from `address` itself. */
export function fromAddress(address: string): Record<string, string> {
  return { [PEER_ADDRESS_HEADER]: address };
}
