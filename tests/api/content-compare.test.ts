import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/metaverses/compare/route';
import { apiRequest, json, routeParams } from '../support/http';
import { makeItem } from '../support/content-fixtures';

const compare = (query: string) => GET(apiRequest(`/api/metaverses/compare?${query}`), routeParams({}));

const ids: string[] = [];
let article = '';
let draft = '';

beforeAll(async () => {
  for (const name of ['Decentraland', 'The Sandbox', 'Otherside', 'Somnium Space', 'Cryptovoxels']) {
    const item = await makeItem({
      type: 'metaverses',
      en: { title: name },
      fa: { title: `متاورس ${name}` },
      attributes: {
        features: { definition: { en: `${name} is a virtual world`, fa: `${name} یک جهان مجازی است` }, backing: { en: 'Ethereum' } },
        specifications: [{ label: { en: 'Token', fa: 'توکن' }, value: { en: 'X' } }],
      },
    });
    ids.push(item.id);
  }
  article = (await makeItem({ en: { title: 'Not a metaverse' } })).id;
  draft = (await makeItem({ type: 'metaverses', en: { title: 'Secret world' }, status: 'draft', publishedAt: null })).id;
});

describe('GET /api/metaverses/compare', () => {
  it('answers two to four metaverses in the order asked, with their features', async () => {
    const res = await compare(`ids=${ids[2]},${ids[0]}`);
    expect(res.status).toBe(200);
    const { data } = await json<{ data: { id: string; attributes: { features: Record<string, string> } }[] }>(res);
    expect(data.map((item) => item.id)).toEqual([ids[2], ids[0]]);
    expect(data[0]!.attributes.features.definition).toBe('Otherside is a virtual world');
    expect(data[0]!.attributes.features.backing).toBe('Ethereum');
    expect((await compare(`ids=${ids.slice(0, 4).join(',')}`)).status).toBe(200);
  });

  it('rejects fewer than two or more than four with 422', async () => {
    expect((await compare(`ids=${ids[0]}`)).status).toBe(422);
    expect((await compare(`ids=${ids.join(',')}`)).status).toBe(422);
    expect((await compare('ids=not-a-uuid,also-not')).status).toBe(422);
    expect((await compare('')).status).toBe(422);
  });

  it('answers the features in the request language, falling back to the other', async () => {
    const res = await GET(apiRequest(`/api/metaverses/compare?ids=${ids[0]},${ids[1]}&locale=fa`), routeParams({}));
    const { data } = await json<{ data: { attributes: { features: Record<string, string>; specifications: { label: string; value: string }[] } }[] }>(res);
    expect(res.status).toBe(200);
    expect(data[0]!.attributes.features.definition).toBe('Decentraland یک جهان مجازی است');
    expect(data[0]!.attributes.features.backing).toBe('Ethereum');
    expect(data[0]!.attributes.specifications).toEqual([{ label: 'توکن', value: 'X' }]);
  });

  it('explains the count in the request language', async () => {
    const res = await GET(apiRequest(`/api/metaverses/compare?ids=${ids[0]}`, { locale: 'fa' }), routeParams({}));
    const body = await json<{ errors: Record<string, string[]> }>(res);
    expect(body.errors.ids).toEqual(['برای مقایسه بین ۲ تا ۴ متاورس انتخاب کنید.']);
  });

  it('answers 404 when an id is not a visible metaverse', async () => {
    expect((await compare(`ids=${ids[0]},${article}`)).status).toBe(404);
    expect((await compare(`ids=${ids[0]},${draft}`)).status).toBe(404);
  });
});
