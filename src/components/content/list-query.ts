import type { ListContentsQuery } from '@/shared/schemas/content';

/** The list filters a page keeps in its address; defaults are omitted so links stay short. */
export type ListState = Pick<ListContentsQuery, 'page' | 'category' | 'tag' | 'q' | 'sort'>;

/** `/articles?category=x&page=2`: the same filters with some changed (a page link, a category link). */
export function listHref(section: string, state: ListState, change: Partial<ListState> = {}): string {
  const next = { ...state, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.category) params.set('category', next.category);
  if (next.tag) params.set('tag', next.tag);
  if (next.sort && next.sort !== 'newest') params.set('sort', next.sort);
  if (next.page && next.page > 1) params.set('page', String(next.page));
  const query = params.toString();
  return `/${section}${query ? `?${query}` : ''}`;
}

/** First value of a search param (a repeated key yields an array). */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
