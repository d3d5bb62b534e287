import type { z } from 'zod';

export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of each query parameter, empty ones dropped: what a GET filter form sends. */
export function flatParams(searchParams: SearchParams): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(searchParams)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first) flat[key] = first;
  }
  return flat;
}

/** Parses a list screen's query with the API's own schema; a hand-edited bad address shows the unfiltered list. */
export function parseListQuery<T extends z.ZodType>(schema: T, searchParams: SearchParams): z.infer<T> {
  const parsed = schema.safeParse(flatParams(searchParams));
  return parsed.success ? parsed.data : schema.parse({});
}

/** `?a=1&page=2` with `changes` applied (undefined removes a key). */
export function withParams(current: Record<string, string>, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams({ ...current });
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}
