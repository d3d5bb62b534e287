import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLegacyAddress, redirectLocation, redirectSource } from '@/shared/redirects';
import { localeRootSegments } from '@/shared/routes';

describe('old addresses (redirect sources)', () => {
  it('meet their stored form whatever escaping, slash and extra query they came with', () => {
    expect(redirectSource('/2024/01/%d8%b3%d9%84%d8%a7%d9%85/')).toBe('/2024/01/سلام');
    expect(redirectSource('/2024/01/سلام')).toBe('/2024/01/سلام');
    expect(redirectSource('https://old.example.com/?p=123&utm_source=x')).toBe('/?p=123');
    expect(redirectSource('/?page_id=7&p=3')).toBe('/?p=3&page_id=7');
    expect(redirectSource('/category/wallets/')).toBe('/category/wallets');
  });

  it('never take the home page itself, nor a bad escape, as a source', () => {
    expect(redirectSource('/')).toBeNull();
    expect(redirectSource('/?utm_source=x')).toBeNull();
    expect(redirectSource('/%E0%A4%A')).toBe('/%E0%A4%A');
  });

  it('send a Persian target as an ASCII Location', () => {
    expect(redirectLocation('/fa/articles/سلام-دنیا')).toBe('/fa/articles/%D8%B3%D9%84%D8%A7%D9%85-%D8%AF%D9%86%DB%8C%D8%A7');
  });
});

describe('which requests are looked up in the redirect table', () => {
  it('only those the site cannot answer itself', () => {
    expect(isLegacyAddress('/?p=123')).toBe(true);
    expect(isLegacyAddress('/2024/01/hello/')).toBe(true);
    expect(isLegacyAddress('/fa/%d8%b3%d9%84%d8%a7%d9%85/')).toBe(true);
    expect(isLegacyAddress('/fa/category/wallets/')).toBe(true);
    expect(isLegacyAddress('/')).toBe(false);
    // A page without its language goes to it in the reader's language: an import never takes it over.
    expect(isLegacyAddress('/about-us')).toBe(false);
    expect(isLegacyAddress('/articles/some-slug')).toBe(false);
    expect(isLegacyAddress('/?utm_source=x')).toBe(false);
    expect(isLegacyAddress('/fa')).toBe(false);
    expect(isLegacyAddress('/fa/articles/anything')).toBe(false);
    expect(isLegacyAddress('/en/manager/panel')).toBe(false);
    expect(isLegacyAddress('/api/articles')).toBe(false);
    expect(isLegacyAddress('/media/images/a.webp')).toBe(false);
    expect(isLegacyAddress('/_next/static/chunk.js')).toBe(false);
  });

  it("know every first segment of the site's own pages (the folders under [locale])", () => {
    const root = path.join(process.cwd(), 'src/app/[locale]');
    const segments = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => (entry.name.startsWith('(') ? readdirSync(path.join(root, entry.name), { withFileTypes: true }).filter((inner) => inner.isDirectory()).map((inner) => inner.name) : [entry.name]))
      .filter((name) => !name.startsWith('['));
    for (const segment of segments) expect(localeRootSegments, segment).toContain(segment);
  });
});
