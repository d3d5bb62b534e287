import { describe, expect, it } from 'vitest';
import { coverSvg, wrapTitle } from '@/server/seed/demo/covers';

const textOf = (svg: string, lang: 'fa' | 'en') =>
  [...svg.matchAll(new RegExp(`<text [^>]*xml:lang="${lang}"[^>]*>([^<]*)</text>`, 'g'))].map((match) => match[1]).join(' ');

describe('demo covers', () => {
  it('carry each title the item has, Persian right to left and English left to right', () => {
    const svg = coverSvg('podcasts', 1, { fa: 'کیف پول گرم، کیف پول سرد', en: 'Hot wallets, cold wallets' });
    expect(textOf(svg, 'fa')).toBe('کیف پول گرم، کیف پول سرد');
    expect(textOf(svg, 'en')).toBe('Hot wallets, cold wallets');
    expect(svg).toMatch(/<text [^>]*direction="rtl"[^>]*xml:lang="fa"/);
    expect(svg).toMatch(/<text [^>]*direction="ltr"[^>]*xml:lang="en"/);
  });

  it('show only the language an item is written in', () => {
    const svg = coverSvg('articles', 0, { fa: 'تتر، دلار دیجیتال ما' });
    expect(textOf(svg, 'fa')).toBe('تتر، دلار دیجیتال ما');
    expect(textOf(svg, 'en')).toBe('');
  });

  it('draw a different picture for each type', () => {
    const types = ['articles', 'books', 'coins', 'metaverses', 'podcasts', 'videos', 'posts'];
    const pictures = types.map((type) => coverSvg(type, 0, { en: 'Same title' }).replace(/<linearGradient id="g".*?<\/linearGradient>/s, ''));
    expect(new Set(pictures).size).toBe(types.length);
  });

  it('wrap long titles at spaces and end what does not fit with an ellipsis', () => {
    expect(wrapTitle('Episode 2: Hot wallets, cold wallets, and what it means', 20, 2)).toEqual(['Episode 2: Hot', 'wallets, cold…']);
    expect(wrapTitle('Short', 20, 2)).toEqual(['Short']);
  });
});
