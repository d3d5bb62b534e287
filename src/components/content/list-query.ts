import { listContentsQuery, type ListContentsQuery } from '@/shared/schemas/content';
import { pathKeys, type PathKey } from './list-path';

/** The list filters a page keeps in its address; defaults are omitted so links stay short. */
export type ListState = Pick<ListContentsQuery, 'page' | 'category' | 'tag' | 'q' | 'sort'>;


function pathValue(state: ListState, key: PathKey): string | undefined {
  if (key === 'sort') return state.sort === 'most_liked' ? state.sort : undefined;
  if (key === 'page') return state.page > 1 ? String(state.page) : undefined;
  return state[key];
}

/**
 * The address of a list with some filters changed (a page link, a category link):
 * `/articles/category/wallets/page/2`. Such addresses are cached pages (ADR 0006); only a list
 * searched with `q` keeps the query string, and renders per request.
 */
export function listHref(section: string, state: ListState, change: Partial<ListState> = {}): string {
  const next: ListState = { ...state, ...change };
  if (next.q) {
    const params = new URLSearchParams({ q: next.q });
    for (const key of pathKeys) {
      const value = pathValue(next, key);
      if (value) params.set(key, value);
    }
    return `/${section}?${params.toString()}`;
  }
  const segments = pathKeys.flatMap((key) => {
    const value = pathValue(next, key);
    return value ? [key, encodeURIComponent(value)] : [];
  });
  return ['', section, ...segments].join('/');
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * `category/wallets/page/2` back into a list state. Null unless it is exactly what `listHref`
 * writes (keys in order, none twice, no default spelled out): one address per list keeps one
 * cached page per list.
 */
export function listStateOfPath(segments: readonly string[]): ListState | null {
  if (segments.length === 0 || segments.length % 2 !== 0) return null;
  const raw: Partial<Record<PathKey, string>> = {};
  let last = -1;
  for (let index = 0; index < segments.length; index += 2) {
    const key = segments[index] as PathKey;
    const order = pathKeys.indexOf(key);
    if (order <= last) return null;
    last = order;
    raw[key] = decoded(segments[index + 1]!);
  }
  const parsed = listContentsQuery.safeParse({ ...raw, per_page: 1 });
  if (!parsed.success) return null;
  const state: ListState = { page: parsed.data.page, sort: parsed.data.sort, category: parsed.data.category, tag: parsed.data.tag };
  const canonical = listHref('', state).split('/').slice(2).map(decoded);
  return canonical.join('/') === segments.map(decoded).join('/') ? state : null;
}

/** A list state from `?page=&category=…` (today's and yesterday's query-string addresses). */
export function listStateOfQuery(searchParams: Record<string, string | string[] | undefined>): ListState {
  const raw = Object.fromEntries(['page', 'category', 'tag', 'q', 'sort'].map((key) => [key, firstParam(searchParams[key]) || undefined]));
  const parsed = listContentsQuery.safeParse({ ...raw, per_page: 1 });
  if (!parsed.success) return { page: 1, sort: 'newest' };
  const { page, sort, category, tag, q } = parsed.data;
  return { page, sort, category, tag, q: q || undefined };
}

/** First value of a search param (a repeated key yields an array). */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
