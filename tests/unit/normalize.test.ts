import { describe, expect, it } from 'vitest';
import { normalizePersian, slugify, SLUG_MAX_LENGTH, toLatinDigits, toPersianDigits } from '@/shared/text/normalize';

describe('toLatinDigits', () => {
  it('converts Persian and Arabic-Indic digits and leaves the rest alone', () => {
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('کد ۱۲a٣')).toBe('کد 12a3');
  });
});

describe('toPersianDigits', () => {
  it('converts Latin and Arabic-Indic digits to Persian', () => {
    expect(toPersianDigits('2025-03-21')).toBe('۲۰۲۵-۰۳-۲۱');
    expect(toPersianDigits('٤٥')).toBe('۴۵');
    expect(toLatinDigits(toPersianDigits('9876543210'))).toBe('9876543210');
  });
});

describe('normalizePersian', () => {
  it('unifies Arabic letter forms with Persian ones', () => {
    expect(normalizePersian('علي')).toBe('علی');
    expect(normalizePersian('مصطفى')).toBe('مصطفی');
    expect(normalizePersian('كتاب')).toBe('کتاب');
    expect(normalizePersian('مدرسة')).toBe('مدرسه');
  });

  it('removes harakat, superscript alef and tatweel', () => {
    expect(normalizePersian('مُحَمَّد')).toBe('محمد');
    expect(normalizePersian('رحمٰن')).toBe('رحمن');
    expect(normalizePersian('کـــتاب')).toBe('کتاب');
  });

  it('turns ZWNJ into a space, collapses whitespace and lowercases Latin', () => {
    expect(normalizePersian('  کیف‌پول   Ledger\n NANO ')).toBe('کیف پول ledger nano');
    expect(normalizePersian('سال ۱۴۰۳')).toBe('سال 1403');
  });

  it('folds the ezafe heh, tanwin, presentation forms and invisible marks', () => {
    expect(normalizePersian('خانۀ')).toBe('خانه');
    expect(normalizePersian('فوراً')).toBe('فورا');
    expect(normalizePersian('\uFEA9\uFEAD\uFEB3')).toBe('درس');
    expect(normalizePersian('بیت\u200Fکوین\u200D')).toBe('بیتکوین');
  });

  it('makes differently typed spellings equal', () => {
    expect(normalizePersian('كيف‌پول')).toBe(normalizePersian('کیف پول'));
  });
});

describe('slugify', () => {
  it('keeps Persian script and lowercases Latin', () => {
    expect(slugify('آموزش  کیف‌پول Ledger!')).toBe('آموزش-کیف-پول-ledger');
  });

  it('removes punctuation (Persian and Latin) and trims dashes', () => {
    expect(slugify('«بیت‌کوین» چیست؟')).toBe('بیت-کوین-چیست');
    expect(slugify('--Hello, World!--')).toBe('hello-world');
    expect(slugify('a -- b __ c')).toBe('a-b-c');
  });

  it('normalises digits and Arabic forms', () => {
    expect(slugify('وب ۳ در سال ۱۴۰۴')).toBe('وب-3-در-سال-1404');
    expect(slugify('كتاب علي')).toBe('کتاب-علی');
  });

  it('caps length at a word boundary', () => {
    const slug = slugify('word '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('word')).toBe(true);
    expect(slugify('x'.repeat(200))).toHaveLength(SLUG_MAX_LENGTH);
  });

  it('returns an empty string for text without letters or digits', () => {
    expect(slugify('!!! ؟؟')).toBe('');
  });
});
