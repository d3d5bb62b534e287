import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/engagement/[type]/[id]/route';
import { bearer, registerUser, type RegisteredUser } from '../support/accounts';
import { makeItem } from '../support/content-fixtures';
import { engage } from '../support/engagement';
import { apiRequest, json, routeParams } from '../support/http';

type Counts = { data: { likes: number; saves: number; checks: number } };

let reader: RegisteredUser;

const liveCounts = (type: string, id: string) => GET(apiRequest(`/api/engagement/${type}/${id}`), routeParams({ type, id }));

beforeAll(async () => {
  reader = await registerUser();
});

describe('GET /api/engagement/{type}/{id}', () => {
  it('answers the counters as they are now, so a cached page can correct the ones it was rendered with', async () => {
    const item = await makeItem({ en: { title: 'Counted live' }, likes: 4 });
    const before = await liveCounts('articles', item.id);
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('no-store');
    expect((await json<Counts>(before)).data).toEqual({ likes: 4, saves: 0, checks: 0 });

    expect((await engage('POST', { kind: 'likes', type: 'articles', id: item.id, headers: bearer(reader.token) })).status).toBe(201);
    expect((await engage('POST', { kind: 'saves', type: 'articles', id: item.id, headers: bearer(reader.token) })).status).toBe(201);
    expect((await json<Counts>(await liveCounts('articles', item.id))).data).toEqual({ likes: 5, saves: 1, checks: 0 });
  });

  it('is a 404 for an item that is not public or not of that type, and for a malformed id, like an unknown path', async () => {
    const draft = await makeItem({ en: { title: 'Not yet' }, status: 'draft' });
    expect((await liveCounts('articles', draft.id)).status).toBe(404);
    const book = await makeItem({ type: 'books', en: { title: 'A book' } });
    expect((await liveCounts('articles', book.id)).status).toBe(404);
    expect((await liveCounts('articles', 'not-an-id')).status).toBe(404);
  });
});
