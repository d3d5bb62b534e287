import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/search/route';
import { getDb } from '@/server/db/client';
import { contentTranslations } from '@/server/db/schema';
import { clearEnglishIndexForStems, indexSearchBacklog } from '@/server/services/content/search-index';
import { makeItem } from '../support/content-fixtures';
import { apiRequest, json, routeParams } from '../support/http';

// English search: an exact title ranks first, and English words meet their plurals whichever
// side holds which («wallets» finds what says «wallet» and the reverse).

type Results = { data: { id: string; title: string }[] };

const searchFor = async (q: string, locale: 'fa' | 'en' = 'en') => {
  const res = await GET(apiRequest(`/api/search?q=${encodeURIComponent(q)}`, { locale }), routeParams({}));
  expect(res.status).toBe(200);
  return (await json<Results>(res)).data.map((item) => item.id);
};

const ids: Record<string, string> = {};

beforeAll(async () => {
  // The partial match says «Decentraland» in its title, excerpt and body many times over.
  ids.partial = (
    await makeItem({
      en: {
        title: 'Decentraland land auctions: Decentraland parcels explained',
        excerpt: 'Decentraland auctions, Decentraland estates and Decentraland districts.',
        body: '<p>Decentraland, Decentraland, Decentraland: every Decentraland parcel in Decentraland.</p>',
      },
    })
  ).id;
  ids.exact = (
    await makeItem({ en: { title: 'Decentraland', excerpt: 'A browser-based 3D world.', body: '<p>Run by a DAO.</p>' } })
  ).id;
  ids.singular = (await makeItem({ en: { title: 'Choosing a hardware wallet', body: '<p>One wallet, kept offline.</p>' } })).id;
  ids.plural = (
    await makeItem({ en: { title: 'Hot wallets and cold wallets', body: '<p>Browser extensions and devices.</p>' } })
  ).id;
  ids.bodyOnly = (
    await makeItem({ en: { title: 'Keeping keys safe', body: '<p>Back up the seed phrase of every wallet you use.</p>' } })
  ).id;
  ids.stories = (await makeItem({ en: { title: 'Stories from the first token sales' } })).id;
  ids.boxes = (await makeItem({ en: { title: 'Loot box mechanics in games' } })).id;
});

describe('English search ranking', () => {
  it('puts the item titled exactly as the query first', async () => {
    expect((await searchFor('Decentraland')).slice(0, 2)).toEqual([ids.exact, ids.partial]);
    expect((await searchFor('decentraland')).slice(0, 2)).toEqual([ids.exact, ids.partial]);
  });
});

describe('English stemming on both sides', () => {
  const wallets = () => [ids.singular, ids.plural, ids.bodyOnly].sort();

  it('finds the same items for «wallet» and «wallets»', async () => {
    expect((await searchFor('wallet')).sort()).toEqual(wallets());
    expect((await searchFor('wallets')).sort()).toEqual(wallets());
    expect((await searchFor('WALLETS')).sort()).toEqual(wallets());
  });

  it('stems a word that is not the last one too, and -ies and -es plurals', async () => {
    expect(await searchFor('cold wallet')).toEqual([ids.plural]);
    expect(await searchFor('hardware wallets')).toEqual([ids.singular]);
    expect(await searchFor('story')).toEqual([ids.stories]);
    expect(await searchFor('boxes')).toEqual([ids.boxes]);
    expect(await searchFor('game')).toEqual([ids.boxes]);
  });

  it('re-indexes documents written before stems with the tokenizer of every write', async () => {
    const stored = async () =>
      (
        await getDb()
          .select({ vector: contentTranslations.searchVector })
          .from(contentTranslations)
          .where(eq(contentTranslations.contentId, ids.plural!))
      )[0]!.vector;
    expect(await stored()).toContain("'wallet':");
    // The document as an older install stored it: no stems.
    await getDb()
      .update(contentTranslations)
      .set({ searchVector: "'hot':1A 'wallets':2A,5A 'and':3A,8 'cold':4A 'browser':6 'extensions':7 'devices':9" })
      .where(eq(contentTranslations.contentId, ids.plural!));
    expect(await stored()).not.toContain("'wallet':");
    expect(await clearEnglishIndexForStems(getDb())).toBeGreaterThan(0);
    expect(await indexSearchBacklog(getDb())).toBeGreaterThan(0);
    expect(await stored()).toContain("'wallet':");
    expect((await searchFor('wallets')).sort()).toEqual(wallets());
  });
});
