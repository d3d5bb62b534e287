import { describe, expect, it } from 'vitest';
import { decodeSlug, nativeSlug } from '@/server/services/wordpress/slugs';
import { SLUG_MAX_LENGTH } from '@/shared/text/normalize';

const SLUG_RULE = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;

describe('decodeSlug', () => {
  it('turns a percent-encoded Persian slug back into its letters', () => {
    expect(decodeSlug('%d8%b3%d9%84%d8%a7%d9%85')).toBe('سلام');
    expect(decodeSlug('%D8%B3%D9%84%D8%A7%D9%85-dunya')).toBe('سلام-dunya');
  });

  it('leaves a malformed escape as written and still decodes the rest', () => {
    expect(decodeSlug('100%-sure')).toBe('100%-sure');
    expect(decodeSlug('%d8-%d8%b3')).toBe('%d8-س');
    expect(decodeSlug('%zz')).toBe('%zz');
  });

  it('does not turn + into a space', () => {
    expect(decodeSlug('a+b')).toBe('a+b');
  });
});

describe('nativeSlug', () => {
  it('keeps a decoded Persian slug as its native letters', () => {
    expect(nativeSlug('%d8%b3%d9%84%d8%a7%d9%85-%d8%af%d9%86%db%8c%d8%a7', 'Anything')).toBe('سلام-دنیا');
  });

  it('keeps Arabic yeh and kaf and Persian digits as written', () => {
    expect(nativeSlug('كتاب-علي-۱۴۰۳', 'x')).toBe('كتاب-علي-۱۴۰۳');
  });

  it('turns separators, ZWNJ and punctuation into single dashes and lowercases Latin', () => {
    expect(nativeSlug('کیف\u200Cپول__Ledger!!nano', 'x')).toBe('کیف-پول-ledger-nano');
    expect(nativeSlug('-hello--world-', 'x')).toBe('hello-world');
    expect(nativeSlug('%e2%80%8c', 'عنوان')).toBe('عنوان');
  });

  it('falls back to the title when the slug is empty or has nothing usable', () => {
    expect(nativeSlug('', 'آموزش  کیف‌پول Ledger!')).toBe('آموزش-کیف-پول-ledger');
    expect(nativeSlug('%%%', 'Hello World')).toBe('hello-world');
    expect(nativeSlug('', '!!!')).toBe('');
  });

  it('cuts a long slug at a word boundary within the limit', () => {
    const slug = nativeSlug(Array.from({ length: 40 }, () => 'واژه').join('-'), 'x');
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(SLUG_RULE);
    expect(slug.endsWith('واژه')).toBe(true);
  });

  it('always satisfies the CMS slug rule for a usable input', () => {
    for (const raw of [
      '%d8%b3%d9%84%d8%a7%d9%85',
      'post-1',
      'Ünïcode Ťitle',
      'a/b?c#d',
      '%d9%85%d9%8e%d8%ad%d9%8e%d9%85%d9%8e%d9%91%d8%af',
    ]) {
      expect(nativeSlug(raw, 'fallback title')).toMatch(SLUG_RULE);
    }
  });
});
