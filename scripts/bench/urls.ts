/**
 * The URLs `npm run bench` loads, in one place: when a route moves (list pages to a path form,
 * say), change it here.
 */
import { listHref } from '@/components/content/list-query';
import { commonWords, type Language } from './corpus';
import type { DetailPage } from './seed';

export type BenchUrl = {
  /** Short name for the report and for `--only`. */
  name: string;
  path: string;
  /** Sent with the signed-in user's bearer token. */
  isSignedIn?: boolean;
};

export type UrlContext = {
  faDetail: DetailPage | undefined;
  /** The deepest `/api/articles` page to load (page 1000, or the last page of a smaller library). */
  deepApiPage: number;
  /** The `next_cursor` of the page before it: the same page read by seeking instead of skipping. */
  deepApiCursor?: string;
};

export const DEEP_API_PAGE = 1000;

/** A list page as the UI links it: `/fa/articles`, `/fa/articles/page/2` (ADR 0006). */
export function listPagePath(locale: Language, type: string, page: number): string {
  return `/${locale}${listHref(type, { page, sort: 'newest' })}`;
}

export function detailPath(page: DetailPage): string {
  return `/${page.locale}/${page.type}/${encodeURIComponent(page.slug)}`;
}

// The reader's search page, the HTML answer WordPress's `?s=` is compared with.
const searchPage = (locale: Language) => `/${locale}/search?q=${encodeURIComponent(commonWords[locale])}`;
const search = (locale: Language) => `/api/search?q=${encodeURIComponent(commonWords[locale])}&locale=${locale}`;
// A list page's own search, counted as well as paged.
const listSearch = (locale: Language) => `/api/articles?q=${encodeURIComponent(commonWords[locale])}&locale=${locale}`;
// What the header asks while a reader is three letters into a common word.
const suggestions = (locale: Language) => `/api/search/suggestions?q=${encodeURIComponent(commonWords[locale].slice(0, 3))}&locale=${locale}`;

export function benchUrls({ faDetail, deepApiPage, deepApiCursor }: UrlContext): BenchUrl[] {
  return [
    { name: 'home-fa', path: '/fa' },
    { name: 'home-en', path: '/en' },
    { name: 'list-fa', path: listPagePath('fa', 'articles', 1) },
    { name: 'list-fa-page-2', path: listPagePath('fa', 'articles', 2) },
    ...(faDetail ? [{ name: 'detail-fa', path: detailPath(faDetail) }] : []),
    { name: 'search-fa', path: search('fa') },
    { name: 'search-en', path: search('en') },
    { name: 'search-page-fa', path: searchPage('fa') },
    { name: 'search-page-en', path: searchPage('en') },
    { name: 'list-search-fa', path: listSearch('fa') },
    { name: 'list-search-en', path: listSearch('en') },
    { name: 'suggestions-fa', path: suggestions('fa') },
    { name: 'suggestions-en', path: suggestions('en') },
    { name: 'api-list-page-1', path: '/api/articles?page=1' },
    { name: `api-list-page-${deepApiPage}`, path: `/api/articles?page=${deepApiPage}` },
    ...(deepApiCursor ? [{ name: `api-list-after-${deepApiPage}`, path: `/api/articles?after=${deepApiCursor}` }] : []),
    { name: 'user-saves', path: '/api/user/saves/articles', isSignedIn: true },
  ];
}

/** Page 1000 when the library has that many pages, else its last page. */
export function deepPageOf(items: number, perPage: number): number {
  return Math.max(1, Math.min(DEEP_API_PAGE, Math.ceil(items / perPage)));
}
