import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, type RegisteredUser } from '../support/accounts';
import { makeItem } from '../support/content-fixtures';
import { json } from '../support/http';
import { countsOf, engage } from '../support/engagement';

type StateBody = { data: { kind: string; type: string; id: string; active: boolean; count: number }; message?: string };

let alice: RegisteredUser;
let bob: RegisteredUser;
let article: Awaited<ReturnType<typeof makeItem>>;

beforeAll(async () => {
  alice = await registerUser();
  bob = await registerUser();
  article = await makeItem({ en: { title: 'Wallets explained' }, fa: { title: 'کیف پول به زبان ساده' } });
});

describe('POST /api/user/{kind}/{type}/{id}', () => {
  it('adds once: 201 then 200, one ledger row, counter 1, localized message', async () => {
    const first = await engage('POST', { kind: 'saves', type: 'articles', id: article.id, headers: bearer(alice.token) });
    expect(first.status).toBe(201);
    const body = await json<StateBody>(first);
    expect(body.data).toEqual({ kind: 'saves', type: 'articles', id: article.id, active: true, count: 1 });
    expect(body.message).toBe('Saved to your list.');

    const again = await engage('POST', { kind: 'saves', type: 'articles', id: article.id, headers: bearer(alice.token), locale: 'fa' });
    expect(again.status).toBe(200);
    const repeated = await json<StateBody>(again);
    expect(repeated.data.count).toBe(1);
    expect(repeated.message).toBe('به فهرست ذخیره‌ها اضافه شد.');
    expect(await countsOf(article.id)).toEqual({ counters: { likes: 0, saves: 1, checks: 0 }, ledger: { likes: 0, saves: 1, checks: 0 } });
  });

  it('keeps one row and a counter of 1 under 20 parallel likes', async () => {
    const item = await makeItem({ en: { title: 'Parallel likes' } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => engage('POST', { kind: 'likes', type: 'articles', id: item.id, headers: bearer(alice.token) })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    expect(await countsOf(item.id)).toEqual({ counters: { likes: 1, saves: 0, checks: 0 }, ledger: { likes: 1, saves: 0, checks: 0 } });
  });

  it('answers 404 for a type the kind does not cover, an unknown kind, a malformed id or another type’s item', async () => {
    const coin = await makeItem({ type: 'coins', en: { title: 'Test coin' } });
    const metaverse = await makeItem({ type: 'metaverses', en: { title: 'Test world' } });
    const headers = bearer(alice.token);
    expect((await engage('POST', { kind: 'likes', type: 'coins', id: coin.id, headers })).status).toBe(404);
    expect((await engage('POST', { kind: 'checks', type: 'coins', id: coin.id, headers })).status).toBe(404);
    expect((await engage('POST', { kind: 'saves', type: 'metaverses', id: metaverse.id, headers })).status).toBe(404);
    expect((await engage('POST', { kind: 'saves', type: 'posts', id: article.id, headers })).status).toBe(404);
    expect((await engage('POST', { kind: 'bookmarks', type: 'articles', id: article.id, headers })).status).toBe(404);
    expect((await engage('POST', { kind: 'saves', type: 'articles', id: 'not-a-uuid', headers })).status).toBe(404);
    // The id exists, but as a coin: the path's type must match.
    expect((await engage('POST', { kind: 'saves', type: 'books', id: coin.id, headers })).status).toBe(404);
    expect((await engage('POST', { kind: 'saves', type: 'coins', id: coin.id, headers })).status).toBe(201);
  });

  it('answers 404 for unpublished, scheduled-in-the-future and archived items, and writes nothing', async () => {
    const headers = bearer(alice.token);
    for (const options of [
      { status: 'draft' as const },
      { status: 'scheduled' as const, publishedAt: new Date(Date.now() + 86_400_000) },
      { status: 'archived' as const },
    ]) {
      const hidden = await makeItem({ en: { title: `Hidden ${options.status}` }, ...options });
      expect((await engage('POST', { kind: 'likes', type: 'articles', id: hidden.id, headers })).status).toBe(404);
      expect((await engage('GET', { kind: 'likes', type: 'articles', id: hidden.id, headers })).status).toBe(404);
      expect((await countsOf(hidden.id)).ledger.likes).toBe(0);
    }
  });
});

describe('GET and DELETE /api/user/{kind}/{type}/{id}', () => {
  it('answers whether the user has it, and removes only the caller’s row', async () => {
    const item = await makeItem({ type: 'podcasts', en: { title: 'Episode one' } });
    const path = { kind: 'likes', type: 'podcasts', id: item.id };
    await engage('POST', { ...path, headers: bearer(alice.token) });
    await engage('POST', { ...path, headers: bearer(bob.token) });
    expect((await countsOf(item.id)).counters?.likes).toBe(2);

    const has = await json<StateBody>(await engage('GET', { ...path, headers: bearer(bob.token) }));
    expect(has.data).toMatchObject({ active: true, count: 2 });

    const removed = await engage('DELETE', { ...path, headers: bearer(alice.token) });
    expect(removed.status).toBe(200);
    expect((await json<StateBody>(removed)).data).toMatchObject({ active: false, count: 1 });
    // Removing twice changes nothing: the counter follows deleted rows only.
    expect((await json<StateBody>(await engage('DELETE', { ...path, headers: bearer(alice.token) }))).data.count).toBe(1);

    expect((await json<StateBody>(await engage('GET', { ...path, headers: bearer(alice.token) }))).data.active).toBe(false);
    expect((await json<StateBody>(await engage('GET', { ...path, headers: bearer(bob.token) }))).data.active).toBe(true);
    expect(await countsOf(item.id)).toEqual({ counters: { likes: 1, saves: 0, checks: 0 }, ledger: { likes: 1, saves: 0, checks: 0 } });
  });

  it('keeps counters equal to the ledger through a mix of adds and removes by several users', async () => {
    const item = await makeItem({ type: 'videos', en: { title: 'A video' } });
    const users = [alice, bob, await registerUser()];
    await Promise.all(
      users.flatMap((user) =>
        (['likes', 'saves', 'checks'] as const).flatMap((kind) => [
          engage('POST', { kind, type: 'videos', id: item.id, headers: bearer(user.token) }),
          engage('POST', { kind, type: 'videos', id: item.id, headers: bearer(user.token) }),
        ]),
      ),
    );
    await Promise.all([
      engage('DELETE', { kind: 'likes', type: 'videos', id: item.id, headers: bearer(alice.token) }),
      engage('DELETE', { kind: 'likes', type: 'videos', id: item.id, headers: bearer(alice.token) }),
      engage('DELETE', { kind: 'checks', type: 'videos', id: item.id, headers: bearer(bob.token) }),
    ]);
    const { counters, ledger } = await countsOf(item.id);
    expect(counters).toEqual(ledger);
    expect(ledger).toEqual({ likes: 2, saves: 3, checks: 2 });
  });

  it('answers 404 when removing from an id that names no item of the type', async () => {
    const response = await engage('DELETE', { kind: 'saves', type: 'books', id: crypto.randomUUID(), headers: bearer(alice.token) });
    expect(response.status).toBe(404);
  });
});

describe('authentication', () => {
  it('answers 401 to anonymous callers on every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await engage(method, { kind: 'saves', type: 'articles', id: article.id, headers: {} });
      expect(response.status).toBe(401);
    }
  });

  it('answers 419 to a cookie-authenticated write without the XSRF header, and accepts it with the header', async () => {
    const item = await makeItem({ en: { title: 'Cookie item' } });
    const path = { kind: 'likes', type: 'articles', id: item.id };
    expect((await engage('POST', { ...path, headers: { cookie: alice.cookie } })).status).toBe(419);
    expect((await engage('DELETE', { ...path, headers: { cookie: alice.cookie } })).status).toBe(419);
    expect((await countsOf(item.id)).ledger.likes).toBe(0);
    // Reading needs no token.
    expect((await engage('GET', { ...path, headers: { cookie: alice.cookie } })).status).toBe(200);
    const withToken = await engage('POST', { ...path, headers: { cookie: alice.cookie, 'x-xsrf-token': alice.xsrf } });
    expect(withToken.status).toBe(201);
  });
});
