import { describe, expect, it } from 'vitest';
import { localeInfo, locales } from '@/i18n/locales';
import { translate } from '@/i18n/messages';
import { requestLocale } from '@/server/http/locale';

describe('locale registry', () => {
  it('makes every rtl locale Jalali and every ltr one Gregorian', () => {
    for (const locale of locales) {
      const info = localeInfo[locale];
      expect(info.calendar).toBe(info.dir === 'rtl' ? 'persian' : 'gregory');
    }
    expect(localeInfo.fa).toMatchObject({ tag: 'fa-IR', dir: 'rtl' });
    expect(localeInfo.en).toMatchObject({ tag: 'en-US', dir: 'ltr' });
  });
});

describe('requestLocale', () => {
  const request = (headers: Record<string, string>, query = '') => new Request(`http://x/api/health${query}`, { headers });

  it('follows Accept-Language by quality', () => {
    expect(requestLocale(request({ 'accept-language': 'en-US,en;q=0.9' }))).toBe('en');
    expect(requestLocale(request({ 'accept-language': 'de;q=1, fa-IR;q=0.8, en;q=0.5' }))).toBe('fa');
  });

  it('lets ?locale= win and falls back to Persian', () => {
    expect(requestLocale(request({ 'accept-language': 'fa-IR' }, '?locale=en'))).toBe('en');
    expect(requestLocale(request({}))).toBe('fa');
    expect(requestLocale(request({ 'accept-language': 'de-DE' }))).toBe('fa');
  });
});

describe('translate', () => {
  it('fills placeholders in both languages', () => {
    expect(translate('en', 'api.tooManyRequests', { seconds: 30 })).toContain('30 seconds');
    expect(translate('fa', 'errors.notFound', { path: '/fa/x' })).toBe('صفحه پیدا نشد: <bdi>/fa/x</bdi>');
  });
});
