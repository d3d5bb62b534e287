import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/search/route';
import { getDb } from '@/server/db/client';
import { contentTranslations } from '@/server/db/schema';
import { searchStatement, withSearchIndexes } from '@/server/services/content/search';
import { searchQueryOf } from '@/server/services/content/search-match';
import { indexSearchBacklog } from '@/server/services/content/search-index';
import { apiRequest, json, routeParams } from '../support/http';
import { makeItem } from '../support/content-fixtures';

const ZWNJ = '\u200C';

type Results = { data: { id: string; title: string }[] };

const searchFor = async (q: string, locale: 'fa' | 'en' = 'fa') => {
  const res = await GET(apiRequest(`/api/search?q=${encodeURIComponent(q)}`, { locale }), routeParams({}));
  expect(res.status).toBe(200);
  return (await json<Results>(res)).data.map((item) => item.id);
};

/**
 * Every row: spellings a reader may type for one word, texts that hold the word (in one spelling
 * or another) and texts that do not. Every spelling must find exactly the texts that hold it.
 */
const spellings: { rule: string; locale?: 'fa' | 'en'; spellings: string[]; holding: string[]; lacking: string[] }[] = [
  {
    rule: 'a verb with «می»: ZWNJ, joined, a space or none',
    spellings: [`می${ZWNJ}خواهم`, 'میخواهم', 'می خواهم', 'خواهم'],
    holding: [`من می${ZWNJ}خواهم بدانم`, 'او گفت میخواهم بروم', 'می خواهم بخوانم', 'فردا خواهم رفت'],
    lacking: [`نامه را می${ZWNJ}نویسم`, 'خواهر آمد'],
  },
  {
    rule: 'a compound of two words: ZWNJ, joined or a space',
    spellings: [`بیت${ZWNJ}کوین`, 'بیتکوین', 'بیت کوین'],
    holding: [`قیمت بیت${ZWNJ}کوین بالا رفت`, 'خرید بیتکوین آسان شد', 'بیت کوین را بشناسید'],
    lacking: [`گروه بیتل${ZWNJ}ها`, 'سکه اتریوم'],
  },
  {
    rule: 'a compound with a two-letter part',
    spellings: [`هیچ${ZWNJ}کس`, 'هیچکس', 'هیچ کس'],
    holding: [`هیچ${ZWNJ}کس نیامد`, 'هیچکس ندانست', 'هیچ کس نماند'],
    lacking: [`هیچ${ZWNJ}گاه نگفت`, 'کسی آمد'],
  },
  {
    rule: 'a word ending in «که», never the phrase it makes with «که» ("that")',
    spellings: ['شبکه'],
    holding: ['قطعی شبکه دیروز', 'شبکه اتریوم شلوغ شد'],
    lacking: ['هر شب که خوابیدم', 'شب که شد رفتیم'],
  },
  {
    rule: 'a plural «ها»: ZWNJ, joined or a space',
    spellings: [`دفتر${ZWNJ}ها`, 'دفترها', 'دفتر ها'],
    holding: [`دفتر${ZWNJ}ها پر شد`, 'دفترها رسید', 'دفتر ها مانده'],
    lacking: ['دفترچه گم شد'],
  },
  {
    rule: 'Persian ی and Arabic ي',
    spellings: ['بازیکن', 'بازيکن'],
    holding: ['بازیکن جوان', 'بازيکن قديمي'],
    lacking: ['بازو قوی است'],
  },
  {
    rule: 'Persian ک and Arabic ك',
    spellings: ['کارمزد', 'كارمزد'],
    holding: ['کارمزد انتقال', 'كارمزد تراكنش'],
    lacking: ['مزد کارگر'],
  },
  {
    rule: 'ه and ة',
    spellings: ['مدرسه', 'مدرسة'],
    holding: ['مدرسه هوشمند', 'مدرسة قديم'],
    lacking: ['درس امروز'],
  },
  {
    rule: 'Persian, Arabic and Latin digits',
    spellings: ['۱۴۰۳', '١٤٠٣', '1403'],
    holding: ['گزارش سال ۱۴۰۳', 'گزارش 1403', 'نسخه ١٤٠٣'],
    lacking: ['گزارش سال ۱۴۰۲'],
  },
  {
    rule: 'harakat and tatweel',
    spellings: ['محمد', 'مُحَمَّد', 'مـحـمـد'],
    holding: ['مُحَمَّد آمد', 'محمد رفت'],
    lacking: ['احمد ماند'],
  },
  {
    rule: 'tanwin',
    spellings: ['فوراً', 'فورا'],
    holding: ['فوراً بخرید', 'فورا بفروشید'],
    lacking: ['کار فوری'],
  },
  {
    rule: 'Latin case',
    locale: 'en',
    spellings: ['Ledger', 'LEDGER', 'ledger'],
    holding: ['A LEDGER wallet', 'the ledger of blocks'],
    lacking: ['a legend'],
  },
];

const holders = new Map<string, string[]>();

beforeAll(async () => {
  for (const row of spellings) {
    const ids: string[] = [];
    for (const text of [...row.holding, ...row.lacking]) {
      const body = { title: row.locale === 'en' ? 'A note' : 'یادداشت', body: `<p>${text}</p>` };
      const item = await makeItem(row.locale === 'en' ? { en: body } : { fa: body });
      if (row.holding.includes(text)) ids.push(item.id);
    }
    holders.set(row.rule, ids);
  }
});

describe('GET /api/search: every spelling finds the same items', () => {
  for (const row of spellings) {
    it(`${row.rule}: ${row.spellings.join(' · ')}`, async () => {
      const expected = [...holders.get(row.rule)!].sort();
      for (const spelling of row.spellings) {
        expect({ spelling, found: (await searchFor(spelling, row.locale)).sort() }).toEqual({ spelling, found: expected });
      }
    });
  }
});

describe('GET /api/search: spellings of one word rank alike', () => {
  // Items holding the words in every spelling, in titles and bodies, as often as a long text would:
  // each spelling must list the same items in the same order (issue: «میکند» and «می‌کند» shared 1 of 10).
  const forms = {
    kond: [`می${ZWNJ}کند`, 'می کند', 'میکند'],
    tavanad: [`می${ZWNJ}تواند`, 'می تواند', 'میتواند'],
    bitcoin: [`بیت${ZWNJ}کوین`, 'بیت کوین', 'بیتکوین'],
  };

  beforeAll(async () => {
    for (let i = 0; i < 24; i++) {
      const [kond, tavanad, bitcoin] = [forms.kond[i % 3]!, forms.tavanad[(i + 1) % 3]!, forms.bitcoin[(i + 2) % 3]!];
      const sentences = Array.from({ length: 1 + (i % 5) }, (_, n) => `شبکه ${n} گاهی ${kond} و ${n % 2 ? tavanad : 'نه'}؛ ${i % 4 === 0 ? bitcoin : 'سکه'}.`);
      const title = i % 3 === 0 ? `کسی که ${kond} ${i}` : i % 3 === 1 ? `${bitcoin} ${tavanad} ${i}` : `یادداشت ${i}`;
      await makeItem({ fa: { title, body: `<p>${sentences.join(' ')}</p>` } });
    }
  });

  // Two free words typed apart («بیت کوین») are a query of two words, which may also find them apart: they are not searched here.
  const searched = { kond: forms.kond, tavanad: forms.tavanad, bitcoin: [forms.bitcoin[0]!, forms.bitcoin[2]!] };

  for (const [word, spellings] of Object.entries(searched)) {
    it(`${spellings.join(' · ')}: the same items in the same order`, async () => {
      const [first, ...others] = await Promise.all(spellings.map((spelling) => searchFor(spelling)));
      expect(first!.length).toBeGreaterThan(5);
      for (const [index, found] of others.entries()) expect({ spelling: spellings[index + 1], found }, word).toEqual({ spelling: spellings[index + 1], found: first });
    });
  }
});

describe('GET /api/search: ranking', () => {
  let both = '';
  let titleOnly = '';

  beforeAll(async () => {
    titleOnly = (await makeItem({ fa: { title: 'صرافی صرافی صرافی', body: '<p>درباره نرخ روز</p>' } })).id;
    both = (await makeItem({ fa: { title: 'یادداشت روز', body: '<p>امنیت در یک صرافی بزرگ</p>' } })).id;
  });

  it('puts items holding every word first, above a stronger match on one word', async () => {
    const found = await searchFor('صرافی امنیت');
    expect(found[0]).toBe(both);
    expect(found).not.toContain(titleOnly);
  });

  it('shows items holding some of the words when none holds them all', async () => {
    expect((await searchFor('صرافی ناپیداواژه')).sort()).toEqual([both, titleOnly].sort());
  });

  it('ranks a word in the title above the same word in the body', async () => {
    const found = await searchFor('صرافی');
    expect(found.slice(0, 2)).toEqual([titleOnly, both]);
  });

  it('completes the last word as it is typed', async () => {
    expect(await searchFor('امنی')).toEqual([both]);
  });
});

describe('search query plan', () => {
  it('is served by the GIN indexes on the stored document and the title trigrams, never by to_tsvector', async () => {
    const plan = await getDb()
      .transaction(async (tx) => {
        // A library-sized table (rolled back afterwards), so the planner weighs the indexes against reading it all.
        await tx.execute(sql`
          with made as (
            insert into contents (type, status, published_at)
            select 'articles', 'published', now() - make_interval(mins => i) from generate_series(1, 3000) as i
            returning id
          )
          insert into content_translations (content_id, locale, type, slug, title, search_title, search_vector)
          select id, 'fa', 'articles', 'filler-' || id, 'نوشته پرکننده', 'نوشته پرکننده', to_tsvector('simple', 'نوشته پرکننده ' || md5(id::text)) from made`);
        await tx.execute(sql`analyze contents, content_translations`);
        const planOf = async (q: string) => {
          const result = await withSearchIndexes(tx, (search) => search.execute(sql`explain ${searchStatement(searchQueryOf(q)!, 'fa', 50, search)}`));
          return textOf(result.rows);
        };
        // The plan a prepared search keeps after five runs on PostgreSQL: made once, without the words.
        const genericPlanOf = (q: string) =>
          withSearchIndexes(
            tx,
            async (search) => {
              const { sql: text, params } = searchStatement(searchQueryOf(q)!, 'fa', 50, search).toSQL();
              const values = params.map((value) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`));
              await search.execute(sql.raw(`prepare search_plan_probe as ${text}`));
              const result = await search.execute(sql.raw(`explain execute search_plan_probe(${values.join(', ')})`));
              await search.execute(sql`deallocate search_plan_probe`);
              return textOf(result.rows);
            },
            sql`set local plan_cache_mode = force_generic_plan`,
          );
        // A word every filler holds: the candidates' cap is reached long before the table ends.
        throw new PlanRead(
          JSON.stringify({
            rare: await planOf('بیت کوین'),
            common: await planOf('نوشته'),
            genericRare: await genericPlanOf('بیت کوین'),
            genericCommon: await genericPlanOf('نوشته'),
          }),
        );
      })
      .catch((error: unknown) => {
        if (error instanceof PlanRead) return JSON.parse(error.message) as Record<'rare' | 'common' | 'genericRare' | 'genericCommon', string>;
        throw error;
      });
    expect(plan.genericRare).toMatch(/Param|\$\d/);
    for (const read of [plan.rare, plan.genericRare]) {
      expect(read).toContain('content_translations_search_vector_idx');
      expect(read).toContain('content_translations_search_title_trgm_idx');
    }
    for (const read of Object.values(plan)) {
      expect(read).not.toContain('to_tsvector');
      expect(read).not.toMatch(/Seq Scan on content_translations/);
      // Testing each row's document (read out of TOAST for a real article) instead of asking the index.
      expect(read).not.toMatch(/Filter: .*search_vector @@/);
    }
    expect(plan.common).toContain('content_translations_search_vector_idx');
    expect(plan.genericCommon).toContain('content_translations_search_vector_idx');
  }, 120_000);
});

const textOf = (rows: unknown[]) => (rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n');

describe('prepared search', () => {
  it('finds a rare word after many searches for a common one', async () => {
    const rare = await makeItem({ fa: { title: 'گزارش', body: '<p>واژه‌ای نادر: زمردفام</p>' } });
    for (let round = 0; round < 8; round++) await searchFor('گزارش');
    expect(await searchFor('زمردفام')).toEqual([rare.id]);
  });
});

/** Carries the plan out of the transaction, which the throw rolls back. */
class PlanRead extends Error {}

describe('indexSearchBacklog', () => {
  it('indexes translations written before the stored search document existed', async () => {
    const item = await makeItem({ fa: { title: 'یادداشت', body: '<p>واژه‌ای کهنه: دیرینه‌سال</p>' } });
    await getDb()
      .update(contentTranslations)
      .set({ searchVector: null, searchTitle: '' })
      .where(eq(contentTranslations.contentId, item.id));
    expect(await searchFor('دیرینه‌سال')).toEqual([]);
    expect(await indexSearchBacklog(getDb())).toBe(1);
    expect(await searchFor('دیرینه سال')).toEqual([item.id]);
    expect(await indexSearchBacklog(getDb())).toBe(0);
  });
});
