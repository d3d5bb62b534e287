import { describe, expect, it } from 'vitest';
import { demoArticles } from '@/server/seed/demo/articles';
import { demoBooks } from '@/server/seed/demo/books';
import { demoCoins } from '@/server/seed/demo/coins';
import { demoFaqs } from '@/server/seed/demo/faqs';
import { demoMetaverses } from '@/server/seed/demo/metaverses';
import { demoPodcasts } from '@/server/seed/demo/podcasts';
import { demoPosts } from '@/server/seed/demo/posts';
import { demoVideos } from '@/server/seed/demo/videos';

/** Every string under a `fa` key, with where it sits, so a failure names the text to fix. */
function persianTexts(value: unknown, path: string, isPersian = false): [string, string][] {
  if (typeof value === 'string') return isPersian ? [[path, value]] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => persianTexts(item, `${path}[${index}]`, isPersian));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => persianTexts(item, `${path}.${key}`, isPersian || key === 'fa'));
  }
  return [];
}

describe('demo content', () => {
  it('writes its Persian texts in Persian digits («در سال ۲۰۰۹», not «در سال 2009»)', () => {
    const demo = { demoArticles, demoBooks, demoCoins, demoFaqs, demoMetaverses, demoPodcasts, demoPosts, demoVideos };
    const texts = Object.entries(demo).flatMap(([name, items]) => persianTexts(items, name));
    expect(texts.length).toBeGreaterThan(100);
    // Latin fragments (MANA, ERC-20, Web3) keep their own digits; a number standing alone in Persian text does not.
    const latinNumbers = texts.filter(([, text]) => /(?<![A-Za-z\-])\d/.test(text));
    expect(latinNumbers).toEqual([]);
  });

  it('never repeats a word by accident («دشوار است است» when a template adds its own «است»)', () => {
    const demo = { demoArticles, demoBooks, demoCoins, demoFaqs, demoMetaverses, demoPodcasts, demoPosts, demoVideos };
    const texts = Object.entries(demo).flatMap(([name, items]) => persianTexts(items, name));
    // A whole word (letters, marks and the zero-width non-joiner) followed by itself.
    const doubled = /(?<![\p{L}\p{M}\u200c])([\p{L}\p{M}\u200c]+)\s+\1(?![\p{L}\p{M}\u200c])/u;
    expect(texts.filter(([, text]) => doubled.test(text)).map(([path, text]) => `${path}: ${text.match(doubled)![0]}`)).toEqual([]);
  });

  it('uses the Persian thousands separator in Persian figures', () => {
    const decentraland = demoMetaverses[0]!.attributes.specifications as { label: { fa: string }; value: { fa: string } }[];
    expect(decentraland.find((row) => row.label.fa === 'تعداد قطعه‌های زمین')?.value.fa).toBe('۹۰٬۶۰۱');
  });
});
