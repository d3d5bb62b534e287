import { describe, expect, it } from 'vitest';
import { listSectionOf } from '@/components/content/list-path';
import { listHref, listStateOfPath, listStateOfQuery } from '@/components/content/list-query';

const first = { page: 1, sort: 'newest' } as const;

describe('listHref', () => {
  it('writes filters and pages as path segments, defaults left out', () => {
    expect(listHref('articles', first)).toBe('/articles');
    expect(listHref('articles', first, { page: 2 })).toBe('/articles/page/2');
    expect(listHref('books', { ...first, category: 'کیف-پول', tag: 'beginner', sort: 'most_liked', page: 3 })).toBe(
      `/books/category/${encodeURIComponent('کیف-پول')}/tag/beginner/sort/most_liked/page/3`,
    );
  });

  it('keeps a searched list on its query string', () => {
    expect(listHref('articles', { ...first, q: 'wallet', category: 'x' }, { page: 2 })).toBe('/articles?q=wallet&category=x&page=2');
  });
});

describe('listStateOfPath', () => {
  it('reads back what listHref writes', () => {
    const state = { page: 4, sort: 'most_liked', category: 'کیف-پول', tag: 'beginner' } as const;
    const segments = listHref('articles', state).split('/').slice(2);
    expect(listStateOfPath(segments)).toEqual(state);
  });

  it('refuses any other spelling of a list, so one list has one cached page', () => {
    for (const segments of [
      ['page', '1'],
      ['page', '02'],
      ['sort', 'newest'],
      ['page', '2', 'category', 'x'],
      ['category', 'x', 'category', 'y'],
      ['colour', 'red'],
      ['page'],
      ['page', 'abc'],
    ]) {
      expect(listStateOfPath(segments), segments.join('/')).toBeNull();
    }
  });
});

describe('listStateOfQuery', () => {
  it('reads the query-string addresses that now move to the path form', () => {
    expect(listStateOfQuery({ page: '2', category: 'x', tag: '', q: '', sort: 'newest' })).toEqual({ page: 2, sort: 'newest', category: 'x', tag: undefined, q: undefined });
    expect(listStateOfQuery({ page: 'abc' })).toEqual(first);
  });
});

describe('listSectionOf', () => {
  it('tells the addresses of one list from an item page', () => {
    expect(listSectionOf('/fa/articles')).toBe('/fa/articles');
    expect(listSectionOf('/fa/articles/category/x/page/2')).toBe('/fa/articles');
    expect(listSectionOf('/fa/articles/some-slug')).toBeNull();
    expect(listSectionOf('/fa/articles/page')).toBeNull();
  });
});
