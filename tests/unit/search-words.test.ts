import { describe, expect, it } from 'vitest';
import { indexLexemes, queryTerms, searchTitleOf, searchWords } from '@/shared/text/search-words';

const ZWNJ = '\u200C';

describe('searchWords', () => {
  it('keeps a ZWNJ compound as one word with its parts', () => {
    expect(searchWords(`بیت${ZWNJ}کوین`)).toEqual([{ parts: ['بیت', 'کوین'], joined: 'بیتکوین' }]);
  });

  it('joins a bound prefix or suffix typed after a space to its word', () => {
    expect(searchWords('می خواهم')).toEqual([{ parts: ['می', 'خواهم'], joined: 'میخواهم' }]);
    expect(searchWords('کتاب ها')).toEqual([{ parts: ['کتاب', 'ها'], joined: 'کتابها' }]);
    expect(searchWords('نمی دانم')).toEqual([{ parts: ['نمی', 'دانم'], joined: 'نمیدانم' }]);
  });

  it('does not join across punctuation', () => {
    expect(searchWords('کتاب. ها').map((word) => word.joined)).toEqual(['کتاب', 'ها']);
  });

  it('folds letters, digits and marks before splitting', () => {
    expect(searchWords('كتاب‌هاي ۱۴۰۳ مُحَمَّد کـــتاب خانۀ').map((word) => word.joined)).toEqual(['کتابهای', '1403', 'محمد', 'کتاب', 'خانه']);
    expect(searchWords('٢٠٢٤ Bitcoin-ETF').map((word) => word.joined)).toEqual(['2024', 'bitcoin', 'etf']);
  });
});

describe('indexLexemes', () => {
  it('indexes a compound written together and by its free parts, never a bound morpheme alone', () => {
    expect(indexLexemes(`بیت${ZWNJ}کوین`)).toEqual(['بیتکوین', 'بیت', 'کوین']);
    expect(indexLexemes(`می${ZWNJ}خواهم`)).toEqual(['خواهم']);
    expect(indexLexemes('می خواهم')).toEqual(['خواهم']);
    expect(indexLexemes('میخواهم')).toEqual(['خواهم']);
  });

  it('indexes an inflected word under its stem, and a spaced compound as one word', () => {
    expect(indexLexemes(`کیف پول${ZWNJ}ها`)).toEqual(['کیفپول', 'کیف', 'پول']);
    expect(indexLexemes('رمزارزها')).toEqual(['رمزارز']);
    expect(indexLexemes('دفتر ایران')).toEqual(['دفتر', 'ایران']);
  });

  it('gives every spelling of a compound its joined lexeme', () => {
    const spellings = [`هیچ${ZWNJ}کس`, 'هیچکس', `هيچ${ZWNJ}كس`];
    for (const spelling of spellings) expect(indexLexemes(spelling)[0]).toBe('هیچکس');
  });
});

describe('queryTerms', () => {
  it('looks for a joined word also as two free words side by side', () => {
    const [term] = queryTerms('بیتکوین');
    expect(term!.alternatives).toContainEqual(['بیتکوین']);
    expect(term!.alternatives).toContainEqual(['بیت', 'کوین']);
    // Cuts that leave a bound morpheme are never indexed, so they are not asked for.
    expect(term!.alternatives).not.toContainEqual(['بی', 'تکوین']);
  });

  it('never cuts a word before a trailing «که» or «را», but asks a leading preposition', () => {
    expect(queryTerms('شبکه')[0]!.alternatives).toEqual([['شبکه']]);
    expect(queryTerms('باکیفیت')[0]!.alternatives).toContainEqual(['با', 'کیفیت']);
  });

  it('looks for a ZWNJ compound written together or as its parts', () => {
    const [term] = queryTerms(`بیت${ZWNJ}کوین`);
    expect(term!.alternatives[0]).toEqual(['بیتکوین']);
    expect(term!.alternatives).toContainEqual(['بیت', 'کوین']);
  });

  it('asks the same whichever way a compound is typed: with a ZWNJ, a space or neither', () => {
    for (const spellings of [[`می${ZWNJ}کند`, 'می کند', 'میکند'], [`بیت${ZWNJ}کوین`, 'بیتکوین'], [`کتاب${ZWNJ}ها خوب`, 'کتاب ها خوب', 'کتابها خوب']]) {
      const [first, ...others] = spellings.map((spelling) => queryTerms(spelling));
      for (const terms of others) expect(terms).toEqual(first);
    }
  });

  it('asks for a verb by its stem, with or without «می» however it is joined', () => {
    for (const spelling of [`می${ZWNJ}خواهم`, 'می خواهم', 'میخواهم', 'خواهم']) {
      const [term] = queryTerms(spelling);
      expect(term!.alternatives[0]).toEqual(['خواهم']);
      expect(term!.alternatives).not.toContainEqual(['می', 'خواهم']);
    }
  });

  it('asks for a plural, a compound and its plural by one stem', () => {
    const asked = (q: string) => queryTerms(q).map((term) => term.alternatives[0]);
    for (const spelling of ['کیف پول', `کیف پول${ZWNJ}ها`, `کیف${ZWNJ}پول`, 'کیفپولها', 'کیف پولهای']) expect(asked(spelling)).toEqual([['کیفپول']]);
    for (const spelling of ['رمزارز', 'رمز ارز', `رمز${ZWNJ}ارز`, 'رمزارزها', `رمز ارز${ZWNJ}ها`]) expect(asked(spelling)).toEqual([['رمزارز']]);
  });

  it('compares titles as their stems written together', () => {
    for (const title of [`او می${ZWNJ}کند`, 'او می کند', 'او میکند', 'او کند']) expect(searchTitleOf(title)).toBe('او کند');
    expect(searchTitleOf(`راهنمای کیف${ZWNJ}پول${ZWNJ}ها`)).toBe('راهنمای کیفپول');
    expect(searchTitleOf('Bitcoin-ETF, approved!')).toBe('bitcoin etf approved');
  });

  it('lets two words typed apart match the word they make together', () => {
    const terms = queryTerms('هیچ کس');
    expect(terms.map((term) => term.mayBeUnfinished)).toEqual([false, true]);
    expect(terms[0]!.alternatives).toContainEqual(['هیچکس']);
    expect(terms[1]!.alternatives).toContainEqual(['هیچکس']);
  });

  it('has no terms for text without letters or digits', () => {
    expect(queryTerms(' ؟! … ')).toEqual([]);
  });
});
