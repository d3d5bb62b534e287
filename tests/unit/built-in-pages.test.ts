import { describe, expect, it } from 'vitest';
import { builtInPageAt } from '@/shared/built-in-pages';

describe('builtInPageAt', () => {
  it('names the built-in page an old address is, in its language, whatever the old host or trailing slash', () => {
    expect(builtInPageAt('https://old.example.com/en/about-us/')).toEqual({ page: 'about', locale: 'en' });
    expect(builtInPageAt('/fa/faq')).toEqual({ page: 'faq', locale: 'fa' });
    expect(builtInPageAt('/en/contact-us/?utm_source=x')).toEqual({ page: 'contact', locale: 'en' });
  });

  it('leaves alone addresses that are not one: no language, another page, a page beneath one', () => {
    expect(builtInPageAt('/about-us/')).toBeNull();
    expect(builtInPageAt('/de/about-us/')).toBeNull();
    expect(builtInPageAt('/en/about-us/team/')).toBeNull();
    expect(builtInPageAt('/en/articles/')).toBeNull();
    expect(builtInPageAt('/')).toBeNull();
  });
});
