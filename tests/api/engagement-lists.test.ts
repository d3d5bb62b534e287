import { beforeAll, describe, expect, it } from 'vitest';
import { GET as checkAuth } from '@/app/api/user/authentication/check-auth/route';
import { getDb } from '@/server/db/client';
import { deleteContent, updateContent } from '@/server/services/content';
import { listEngagements } from '@/server/services/engagement';
import { systemWriter } from '@/server/services/context';
import { bearer, noParams, registerUser, type AuthData, type RegisteredUser } from '../support/accounts';
import { makeItem } from '../support/content-fixtures';
import { apiRequest, json } from '../support/http';
import { engage, listEngaged } from '../support/engagement';
import { countQueries } from '../support/query-counter';

type ListBody = {
  data: { id: string; type: string; title: string; counts: { saves: number } }[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
};

let alice: RegisteredUser;
let bob: RegisteredUser;
const saved: string[] = [];

beforeAll(async () => {
  alice = await registerUser();
  bob = await registerUser();
  // Saved one after another, so "newest first" is the reverse order.
  for (let i = 1; i <= 5; i++) {
    const item = await makeItem({ en: { title: `Saved article ${i}` }, fa: { title: `مقالهٔ ذخیره‌شده ${i}` } });
    const response = await engage('POST', { kind: 'saves', type: 'articles', id: item.id, headers: bearer(alice.token) });
    expect(response.status).toBe(201);
    saved.push(item.id);
  }
});

describe('GET /api/user/{kind}/{type}', () => {
  it('lists the caller’s items newest first, paginated, as content list items in the request language', async () => {
    const first = await json<ListBody>(await listEngaged({ kind: 'saves', type: 'articles', headers: bearer(alice.token), query: '?per_page=2' }));
    expect(first.meta).toEqual({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
    expect(first.data.map((item) => item.id)).toEqual([saved[4], saved[3]]);
    expect(first.data[0]).toMatchObject({ type: 'articles', title: 'Saved article 5', counts: { saves: 1 } });

    const last = await json<ListBody>(
      await listEngaged({ kind: 'saves', type: 'articles', headers: bearer(alice.token), query: '?per_page=2&page=3', locale: 'fa' }),
    );
    expect(last.data.map((item) => item.title)).toEqual(['مقالهٔ ذخیره‌شده 1']);
  });

  it('reads a page and its total in one query, and still totals a page past the end', async () => {
    const page = (number: number) => listEngagements({ userId: alice.id, kind: 'saves', type: 'articles', locale: 'en', page: { page: number, per_page: 2 } });
    const { result, queries } = await countQueries(getDb(), () => page(2));
    expect(result.items.map((item) => item.id)).toEqual([saved[2], saved[1]]);
    expect(result.meta.total).toBe(5);
    // The page with its total, then its items' tags and slugs: two statements whatever the page.
    expect(queries).toBe(2);
    const past = await page(9);
    expect(past.items).toEqual([]);
    expect(past.meta).toEqual({ current_page: 9, per_page: 2, total: 5, last_page: 3 });
  });

  it('shows another user nothing of the caller’s ledger', async () => {
    const body = await json<ListBody>(await listEngaged({ kind: 'saves', type: 'articles', headers: bearer(bob.token) }));
    expect(body.data).toEqual([]);
    expect(body.meta.total).toBe(0);
  });

  it('keeps kinds and types apart', async () => {
    const likes = await json<ListBody>(await listEngaged({ kind: 'likes', type: 'articles', headers: bearer(alice.token) }));
    expect(likes.meta.total).toBe(0);
    const books = await json<ListBody>(await listEngaged({ kind: 'saves', type: 'books', headers: bearer(alice.token) }));
    expect(books.meta.total).toBe(0);
  });

  it('answers 404 for a kind/type combination SPEC does not list, 422 for bad paging, 401 anonymously', async () => {
    expect((await listEngaged({ kind: 'likes', type: 'coins', headers: bearer(alice.token) })).status).toBe(404);
    expect((await listEngaged({ kind: 'saves', type: 'posts', headers: bearer(alice.token) })).status).toBe(404);
    expect((await listEngaged({ kind: 'reads', type: 'articles', headers: bearer(alice.token) })).status).toBe(404);
    expect((await listEngaged({ kind: 'saves', type: 'articles', headers: bearer(alice.token), query: '?per_page=101' })).status).toBe(422);
    expect((await listEngaged({ kind: 'saves', type: 'articles', headers: {} })).status).toBe(401);
  });

  it('drops a deleted item from the list without errors, and a hidden one while it is hidden', async () => {
    await deleteContent({ type: 'articles', id: saved[4]!, by: systemWriter() });
    await updateContent({ type: 'articles', id: saved[3]!, input: { status: 'draft' }, by: systemWriter() });
    const body = await json<ListBody>(await listEngaged({ kind: 'saves', type: 'articles', headers: bearer(alice.token) }));
    expect(body.data.map((item) => item.id)).toEqual([saved[2], saved[1], saved[0]]);
    expect(body.meta.total).toBe(3);
    await updateContent({ type: 'articles', id: saved[3]!, input: { status: 'published' }, by: systemWriter() });
    const back = await json<ListBody>(await listEngaged({ kind: 'saves', type: 'articles', headers: bearer(alice.token) }));
    expect(back.meta.total).toBe(4);
  });
});

describe('check-auth reflects the ledger', () => {
  const auth = async (user: RegisteredUser) => {
    const response = await checkAuth(apiRequest('/api/user/authentication/check-auth', { headers: bearer(user.token) }), noParams);
    expect(response.status).toBe(200);
    return (await json<{ data: AuthData }>(response)).data;
  };

  it('lists saves, likes and checks by type at once, and forgets them on removal', async () => {
    const podcast = await makeItem({ type: 'podcasts', en: { title: 'Podcast to like' } });
    const coin = await makeItem({ type: 'coins', en: { title: 'Coin to save' } });
    await engage('POST', { kind: 'likes', type: 'podcasts', id: podcast.id, headers: bearer(bob.token) });
    await engage('POST', { kind: 'checks', type: 'podcasts', id: podcast.id, headers: bearer(bob.token) });
    await engage('POST', { kind: 'saves', type: 'coins', id: coin.id, headers: bearer(bob.token) });

    const before = await auth(bob);
    expect(before.likes).toEqual({ articles: [], books: [], podcasts: [podcast.id], videos: [] });
    expect(before.checks).toEqual({ articles: [], books: [], podcasts: [podcast.id], videos: [] });
    expect(before.saves).toEqual({ coins: [coin.id], articles: [], books: [], podcasts: [], videos: [] });

    await engage('DELETE', { kind: 'likes', type: 'podcasts', id: podcast.id, headers: bearer(bob.token) });
    expect((await auth(bob)).likes?.podcasts).toEqual([]);

    const mine = await auth(alice);
    expect(mine.saves?.articles).toEqual([saved[3], saved[2], saved[1], saved[0]]);
    expect(mine.likes?.podcasts).toEqual([]);
  });
});
