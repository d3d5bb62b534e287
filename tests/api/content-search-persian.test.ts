import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/search/route';
import { apiRequest, json, routeParams } from '../support/http';
import { makeItem } from '../support/content-fixtures';

const ZWNJ = '\u200C';

type Results = { data: { id: string }[] };

const topTen = async (q: string) => {
  const res = await GET(apiRequest(`/api/search?q=${encodeURIComponent(q)}`, { locale: 'fa' }), routeParams({}));
  expect(res.status).toBe(200);
  return (await json<Results>(res)).data.slice(0, 10).map((item) => item.id);
};

/**
 * Each row: spellings of one word a reader types, and the forms a library writes it in. Every
 * spelling must list the same ten items in the same order.
 */
const pairs: { rule: string; spellings: string[]; written: string[] }[] = [
  { rule: 'singular and plural «ها»', spellings: ['کیف پول', `کیف پول${ZWNJ}ها`], written: ['کیف پول', `کیف پول${ZWNJ}ها`, 'کیف‌پول', 'کیف پولهای'] },
  { rule: 'a joined plural', spellings: ['رمزارز', 'رمزارزها'], written: ['رمزارز', 'رمزارزها', `رمزارز${ZWNJ}های`] },
  { rule: 'a compound joined, spaced and with a non-joiner', spellings: ['رمزارز', 'رمز ارز', `رمز${ZWNJ}ارز`], written: ['رمزارز', 'رمز ارز', `رمز${ZWNJ}ارز`] },
  { rule: 'a plural «ان»', spellings: ['کاربر', 'کاربران'], written: ['کاربر', 'کاربران'] },
  { rule: 'a superlative', spellings: ['امن', 'امنترین', `امن${ZWNJ}ترین`], written: ['امن', 'امن‌تر', 'امنترین'] },
  { rule: 'a possessive', spellings: ['خانه', `خانه${ZWNJ}اش`, `خانه${ZWNJ}شان`], written: ['خانه', `خانه${ZWNJ}اش`, 'خانهٔ'] },
  { rule: 'a verb with and without «می»', spellings: ['خرند', `می${ZWNJ}خرند`, 'میخرند', 'می خرند'], written: [`می${ZWNJ}خرند`, 'میخرند', 'خرند'] },
  { rule: 'Arabic and Persian letters', spellings: ['کاربران', 'كاربران'], written: ['کاربران', 'كاربر'] },
];

/** Words that only look inflected: each must find the items holding it, and not those holding what a stemmer would cut it to. */
const notStemmed: { word: string; lookalike: string }[] = [
  { word: 'ایران', lookalike: 'ایر' },
  { word: 'ارزان', lookalike: 'ارز' },
  { word: 'دفتر', lookalike: 'دف' },
  { word: 'میدان', lookalike: 'دان' },
  { word: 'تنها', lookalike: 'تن' },
  { word: 'فیلتر', lookalike: 'فیل' },
];

const stemmedAway = new Map<string, { holding: string[]; lookalike: string[] }>();

beforeAll(async () => {
  // Fourteen items per row, the forms spread over titles and bodies as often as a long text has
  // them, with the other rows' words around them, so ranking has something to order.
  for (const [row, { written }] of pairs.entries()) {
    for (let i = 0; i < 14; i++) {
      const form = written[i % written.length]!;
      const other = pairs[(row + 1) % pairs.length]!.written[i % 2]!;
      const repeats = Array.from({ length: 1 + (i % 4) }, (_, n) => `بند ${n} دربارهٔ ${form} و ${other}.`).join(' ');
      const title = i % 3 === 0 ? `راهنمای ${form} ${i}` : `یادداشت ${row}-${i}`;
      await makeItem({ fa: { title, body: `<p>${repeats} ${i % 2 ? form : 'سکه'}</p>` } });
    }
  }
  for (const { word, lookalike } of notStemmed) {
    const holding = [(await makeItem({ fa: { title: 'یادداشت', body: `<p>این متن از ${word} می‌گوید.</p>` } })).id];
    const other = [(await makeItem({ fa: { title: 'یادداشت', body: `<p>این متن از ${lookalike} می‌گوید.</p>` } })).id];
    stemmedAway.set(word, { holding, lookalike: other });
  }
});

describe('GET /api/search in Persian: every spelling of a word lists the same ten, in the same order', () => {
  for (const { rule, spellings } of pairs) {
    it(`${rule}: ${spellings.join(' · ')}`, async () => {
      const [first, ...others] = spellings;
      const expected = await topTen(first!);
      expect(expected).toHaveLength(10);
      for (const spelling of others) expect({ spelling, found: await topTen(spelling) }).toEqual({ spelling, found: expected });
    });
  }
});

describe('GET /api/search in Persian: a word that only ends like an inflection keeps its own results', () => {
  for (const { word, lookalike } of notStemmed) {
    it(`«${word}» is not «${lookalike}»`, async () => {
      const { holding, lookalike: other } = stemmedAway.get(word)!;
      const found = await topTen(word);
      expect(found).toEqual(expect.arrayContaining(holding));
      expect(found).not.toEqual(expect.arrayContaining(other));
    });
  }
});
