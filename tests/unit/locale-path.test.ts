import { describe, expect, it } from 'vitest';
import { localePath, pathInLocale } from '@/i18n/locale-path';

describe('addresses within a language', () => {
  it('prefix a page with its language, the home being the bare prefix', () => {
    expect(localePath('fa', '/')).toBe('/fa');
    expect(localePath('en', '/articles/a-b')).toBe('/en/articles/a-b');
    expect(localePath('fa', '/search?q=%D8%A8')).toBe('/fa/search?q=%D8%A8');
    expect(localePath('fa', '/posts#سلام')).toBe('/fa/posts#سلام');
  });

  it('read a page without its prefix, and leave an address of another language alone', () => {
    expect(pathInLocale('/fa', 'fa')).toBe('/');
    expect(pathInLocale('/fa/articles/x', 'fa')).toBe('/articles/x');
    expect(pathInLocale('/fax', 'fa')).toBe('/fax');
    expect(pathInLocale('/en/articles', 'fa')).toBe('/en/articles');
  });
});
