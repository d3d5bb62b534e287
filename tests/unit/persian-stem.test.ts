import { describe, expect, it } from 'vitest';
import { COMPOUNDS, NOT_INFLECTED, persianStemParts } from '@/shared/text/persian-stem';
import { analysedWords } from '@/shared/text/search-words';

const stemOf = (text: string) => analysedWords(text).map((word) => word.joined).join(' ');

/** One row per rule of src/shared/text/persian-stem.ts: the inflected spellings and the stem they meet at. */
const rules: { rule: string; stem: string; spellings: string[] }[] = [
  { rule: 'plural «ها», joined, after a ZWNJ or a space', stem: 'کتاب', spellings: ['کتابها', 'کتاب‌ها', 'کتاب ها'] },
  { rule: 'plural with the ezafe «های» and «هایی»', stem: 'کتاب', spellings: ['کتابهای', 'کتاب‌های', 'کتاب‌هایی'] },
  { rule: 'plural with a possessive: «هایم», «هایت», «هایش»', stem: 'کتاب', spellings: ['کتابهایم', 'کتاب‌هایت', 'کتابهایش'] },
  { rule: 'plural with a plural possessive: «هایمان», «هایتان», «هایشان»', stem: 'کتاب', spellings: ['کتابهایمان', 'کتاب‌هایتان', 'کتابهایشان'] },
  { rule: 'comparative «تر» and superlative «ترین»', stem: 'بیش', spellings: ['بیشتر', 'بیشترین', 'بیش‌ترین'] },
  { rule: 'plural «ان»', stem: 'کاربر', spellings: ['کاربران'] },
  { rule: 'plural «گان» of a word ending in «ه»', stem: 'نویسنده', spellings: ['نویسندگان'] },
  { rule: 'plural «یان» after a vowel', stem: 'دانشجو', spellings: ['دانشجویان'] },
  { rule: 'Arabic plural «ات»', stem: 'تغییر', spellings: ['تغییرات'] },
  { rule: 'plural possessives written joined: «شان», «تان», «مان»', stem: 'پول', spellings: ['پولشان', 'پولتان', 'پولمان'] },
  { rule: 'possessive and object clitics after a ZWNJ: «ام», «ات», «اش», «مان», «تان», «شان»', stem: 'خانه', spellings: ['خانه‌ام', 'خانه‌ات', 'خانه‌اش', 'خانه‌مان', 'خانه‌تان', 'خانه‌شان'] },
  { rule: 'the ezafe «ی» after a ZWNJ, and «ٔ» on a final «ه»', stem: 'خانه', spellings: ['خانه‌ی', 'خانهٔ', 'خانۀ'] },
  { rule: 'the indefinite «ای» after a ZWNJ', stem: 'خانه', spellings: ['خانه‌ای'] },
  { rule: 'verb prefix «می», joined, after a ZWNJ or a space', stem: 'خواهم', spellings: ['میخواهم', 'می‌خواهم', 'می خواهم'] },
  { rule: 'negative verb prefix «نمی»', stem: 'دانم', spellings: ['نمیدانم', 'نمی‌دانم', 'نمی دانم'] },
  { rule: 'subjunctive «ب» on a listed present stem', stem: 'خرم', spellings: ['بخرم'] },
  { rule: 'a listed compound joined, spaced or with a ZWNJ, and its plural', stem: 'رمزارز', spellings: ['رمزارز', 'رمز ارز', 'رمز‌ارز', 'رمزارزها', 'رمز ارزها'] },
];

describe('the Persian stemmer', () => {
  for (const { rule, stem, spellings } of rules) {
    it(rule, () => {
      for (const spelling of spellings) expect(stemOf(spelling), spelling).toBe(stem);
      expect(stemOf(stem)).toBe(stem);
    });
  }

  it('keeps words that only end in a rule’s letters whole', () => {
    for (const word of ['ایران', 'تهران', 'زمان', 'ارزان', 'دفتر', 'فیلتر', 'توییتر', 'کامپیوتر', 'تنها', 'ربات', 'حیات', 'سازمان', 'ساختمان', 'ایشان', 'قهرمان', 'گفتمان']) {
      expect(NOT_INFLECTED.has(word), word).toBe(true);
      expect(stemOf(word), word).toBe(word);
    }
    // …and they still take the inflections they do carry.
    expect(stemOf('دفترها')).toBe('دفتر');
    expect(stemOf('ارزانترین')).toBe('ارزان');
    // A place «…ستان» is never read as «…» with «تان» (your).
    for (const place of ['گلستان', 'شهرستان', 'کردستان']) expect(stemOf(place), place).toBe(place);
  });

  it('keeps words that only start with a verb prefix’s letters whole', () => {
    for (const word of ['میدان', 'میلیون', 'میلیونی', 'میزان', 'میلاد', 'میوه', 'بازی', 'بیت', 'بانک', 'بخش']) expect(stemOf(word), word).toBe(word);
  });

  it('never cuts a stem shorter than its rule allows', () => {
    expect(stemOf('کمتر')).toBe('کمتر');
    expect(stemOf('زنان')).toBe('زنان');
    expect(stemOf('آنها')).toBe('آن');
  });

  it('leaves Latin words and digits to the other rules', () => {
    expect(persianStemParts(['wallets'])).toBeNull();
    expect(persianStemParts(['1403'])).toBeNull();
  });

  it('lists compounds by their stems written together', () => {
    for (const compound of COMPOUNDS) expect(stemOf(compound), compound).toBe(compound);
  });
});
