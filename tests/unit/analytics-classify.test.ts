import { describe, expect, it } from 'vitest';
import { deviceOf, referrerHost, sourceOf } from '@/server/services/analytics/classify';

const site = 'darvazeh.example';
const source = (referrer: string | undefined, utm: { utmSource?: string; utmMedium?: string } = {}) =>
  sourceOf({ host: referrerHost(referrer), siteHost: site, ...utm });

describe('where a reader came from', () => {
  it('names search engines, social networks and messengers, other sites and direct visits by the referrer', () => {
    expect(source('https://www.google.com/')).toBe('search');
    expect(source('https://www.google.co.uk/search?q=x')).toBe('search');
    expect(source('https://duckduckgo.com/')).toBe('search');
    expect(source('https://t.me/darvazeh/12')).toBe('social');
    expect(source('https://web.telegram.org/k/')).toBe('social');
    expect(source('https://t.co/abc')).toBe('social');
    expect(source('https://blog.example.org/post')).toBe('other');
    expect(source(undefined)).toBe('direct');
    expect(source('android-app://org.telegram.messenger')).toBe('direct');
  });

  it('counts a newsletter by its campaign or by web mail, and this site as a reader moving on', () => {
    expect(source(undefined, { utmSource: 'darvazeh', utmMedium: 'email' })).toBe('newsletter');
    expect(source('https://www.google.com/', { utmSource: 'newsletter' })).toBe('newsletter');
    expect(source('https://mail.google.com/mail/u/0/')).toBe('newsletter');
    expect(source(`https://www.${site}/fa/articles`)).toBe('internal');
    expect(source(undefined, { utmSource: 'partner' })).toBe('other');
  });

  it('does not take a host that merely contains a name for it', () => {
    expect(source('https://notgoogle.example.com/')).toBe('other');
    expect(source('https://met.me/')).toBe('other');
  });
});

describe('device class', () => {
  it('tells phones, tablets and computers apart by the User-Agent', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('phone');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36')).toBe('phone');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 13; SM-X710) Chrome/131.0 Safari/537.36')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36')).toBe('desktop');
    expect(deviceOf(null)).toBe('desktop');
  });
});
