import { NextResponse } from 'next/server';
import type { PaginationMeta } from '@/shared/schemas/pagination';

type Options = { message?: string; status?: number; headers?: HeadersInit };

/** `{ data, message? }`: `message` is for the client to toast. */
export function ok<T>(data: T, { message, status = 200, headers }: Options = {}): NextResponse {
  return NextResponse.json(message === undefined ? { data } : { data, message }, { status, headers });
}

/** `{ data, meta }` for paginated lists. */
export function paginated<T>(data: T[], meta: PaginationMeta, { message, headers }: Options = {}): NextResponse {
  return NextResponse.json(message === undefined ? { data, meta } : { data, meta, message }, { headers });
}

export function noContent(headers?: HeadersInit): NextResponse {
  return new NextResponse(null, { status: 204, headers });
}
