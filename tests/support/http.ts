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

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The header `npm start` sets from the socket: a request as if it came from `address` itself. */
export function fromAddress(address: string): Record<string, string> {
  return { [PEER_ADDRESS_HEADER]: address };
}
