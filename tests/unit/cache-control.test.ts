import { describe, expect, it } from 'vitest';
import { isShareableQueryPage, publicCacheControl } from '../../scripts/lib/cache-control';

describe('publicCacheControl', () => {
  it('makes cached pages public with a stale-while-revalidate window', () => {
    expect(publicCacheControl('s-maxage=3600, stale-while-revalidate=31532400')).toBe('public, s-maxage=3600, stale-while-revalidate=31532400');
    expect(publicCacheControl('s-maxage=31536000')).toBe('public, s-maxage=31536000, stale-while-revalidate=86400');
  });

  it('leaves private and uncached answers alone', () => {
    const privateValue = 'private, no-cache, no-store, max-age=0, must-revalidate';
    expect(publicCacheControl(privateValue)).toBe(privateValue);
    expect(publicCacheControl('no-store')).toBe('no-store');
  });
});

describe('isShareableQueryPage', () => {
  it('shares anonymous list, search and compare pages, whatever their query', () => {
    expect(isShareableQueryPage('GET', '/fa/articles?page=2&sort=most_liked', undefined)).toBe(true);
    expect(isShareableQueryPage('GET', '/en/search?q=wallet', 'i18n_redirected=en')).toBe(true);
    expect(isShareableQueryPage('GET', '/en/metaverses/compare?ids=a,b', undefined)).toBe(true);
  });

  it('never shares a signed-in request, a write, a detail page or a panel', () => {
    expect(isShareableQueryPage('GET', '/fa/articles', 'authorization_token=1%7Cabc')).toBe(false);
    expect(isShareableQueryPage('POST', '/fa/articles', undefined)).toBe(false);
    expect(isShareableQueryPage('GET', '/fa/articles/some-slug', undefined)).toBe(false);
    expect(isShareableQueryPage('GET', '/fa/user/panel/dashboard', undefined)).toBe(false);
  });
});
