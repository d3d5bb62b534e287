import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/api/[type]/[slug]/comments/route';
import { GET as OWN_PENDING } from '@/app/api/user/comments/[type]/[slug]/route';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { getDb } from '@/server/db/client';
import { contents } from '@/server/db/schema';
import { createComment, listOwnPendingComments } from '@/server/services/content';
import { systemWriter } from '@/server/services/context';
import { moderateManagerComment } from '@/server/services/moderation';
import { ValidationError } from '@/server/errors';
import { apiRequest, json, routeParams } from '../support/http';
import { bearer, registerUser, type RegisteredUser } from '../support/accounts';
import { makeItem } from '../support/content-fixtures';
import { byUser } from '../support/writers';

type Threads = { data: { id: string; body: string; author: { id: string; name: string } | null; replies: { id: string; body: string; parent_id: string }[] }[] };

let alice = '';
let bob = '';
let carol: RegisteredUser;
let dave: RegisteredUser;
let item: Awaited<ReturnType<typeof makeItem>>;

const publicComments = async () => {
  const slug = item.translations.en!;
  const res = await GET(apiRequest(`/api/articles/${slug}/comments`), routeParams({ type: 'articles', slug }));
  expect(res.status).toBe(200);
  return (await json<Threads>(res)).data;
};

beforeAll(async () => {
  resetRateLimitsForTests();
  alice = (await registerUser()).id;
  bob = (await registerUser()).id;
  carol = await registerUser();
  dave = await registerUser();
  item = await makeItem({ en: { title: 'Talking about tokens' } });
});

describe('comments', () => {
  it('keeps a new comment pending: invisible to the public, visible to its author', async () => {
    const comment = await createComment({ contentId: item.id, input: { body: 'Great explanation!' }, by: byUser(alice) });
    expect(comment.status).toBe('pending');
    expect(await publicComments()).toEqual([]);
    expect((await listOwnPendingComments(alice, item.id)).map((c) => c.id)).toEqual([comment.id]);
    expect(await listOwnPendingComments(bob, item.id)).toEqual([]);
  });

  it('shows approved comments with replies one level deep and counts them', async () => {
    const [pending] = await listOwnPendingComments(alice, item.id);
    await moderateManagerComment({ id: pending!.id, input: { status: 'approved' }, by: systemWriter() });
    const reply = await createComment({ contentId: item.id, input: { body: 'Agreed.', parent_id: pending!.id }, by: byUser(bob) });
    await moderateManagerComment({ id: reply.id, input: { status: 'approved' }, by: systemWriter() });
    // Replying to a reply joins the same thread, and remembers the reply it answers.
    const nested = await createComment({ contentId: item.id, input: { body: 'Thanks both.', parent_id: reply.id }, by: byUser(alice) });
    expect(nested.parent_id).toBe(pending!.id);
    expect(nested.reply_to_id).toBe(reply.id);
    expect(reply.reply_to_id).toBeNull();
    await moderateManagerComment({ id: nested.id, input: { status: 'approved' }, by: systemWriter() });
    const rejected = await createComment({ contentId: item.id, input: { body: 'Buy my coin!!!' }, by: byUser(bob) });
    await moderateManagerComment({ id: rejected.id, input: { status: 'rejected' }, by: systemWriter() });

    const threads = await publicComments();
    expect(threads).toHaveLength(1);
    expect(threads[0]!.body).toBe('Great explanation!');
    expect(threads[0]!.replies.map((r) => r.body)).toEqual(['Agreed.', 'Thanks both.']);
    expect(threads[0]!.author).toMatchObject({ id: alice, name: expect.stringMatching(/^user_/) });
    const [row] = await getDb().select({ count: contents.commentCount }).from(contents).where(eq(contents.id, item.id));
    expect(row!.count).toBe(3);
  });

  it('rejects a reply to a comment of another item, and too short a body', async () => {
    const other = await makeItem({ en: { title: 'Another item' } });
    const [thread] = await publicComments();
    await expect(createComment({ contentId: other.id, input: { body: 'Hello there', parent_id: thread!.id }, by: byUser(bob) })).rejects.toBeInstanceOf(ValidationError);
    await expect(createComment({ contentId: item.id, input: { body: 'x' }, by: byUser(bob) })).rejects.toThrow();
  });

  it('answers 404 for the comments of an unknown item', async () => {
    const res = await GET(apiRequest('/api/articles/nothing/comments'), routeParams({ type: 'articles', slug: 'nothing' }));
    expect(res.status).toBe(404);
  });
});

describe('POST /api/{type}/{slug}/comments and GET /api/user/comments/{type}/{slug}', () => {
  const path = () => `/api/articles/${item.translations.en!}/comments`;
  const params = () => routeParams({ type: 'articles', slug: item.translations.en! });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    POST(apiRequest(path(), { method: 'POST', body, headers }), params());
  const ownPending = (user: RegisteredUser) =>
    OWN_PENDING(apiRequest(`/api/user/comments/articles/${item.translations.en!}`, { headers: bearer(user.token) }), params());

  it('needs a signed-in user', async () => {
    expect((await post({ body: 'Anonymous words' })).status).toBe(401);
  });

  it('holds the comment for moderation and shows it only to its author', async () => {
    const res = await post({ body: 'Waiting for review' }, bearer(carol.token));
    expect(res.status).toBe(201);
    const body = await json<{ data: { status: string; user_id: string }; message: string }>(res);
    expect(body.data).toMatchObject({ status: 'pending', user_id: carol.id });
    expect(body.message).toBeTruthy();
    expect((await publicComments()).flatMap((t) => [t.body, ...t.replies.map((r) => r.body)])).not.toContain('Waiting for review');

    const mine = await ownPending(carol);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect((await json<{ data: { body: string }[] }>(mine)).data.map((c) => c.body)).toEqual(['Waiting for review']);
    expect((await json<{ data: unknown[] }>(await ownPending(dave))).data).toEqual([]);
  });

  it('posts a comment sent twice with the same key once (a retry, an offline queue), and another writer\u2019s key is theirs', async () => {
    const client_key = crypto.randomUUID();
    const first = await post({ body: 'Written in a tunnel', client_key }, bearer(dave.token));
    expect(first.status).toBe(201);
    const again = await post({ body: 'Written in a tunnel', client_key }, bearer(dave.token));
    expect(again.status).toBe(201);
    expect((await json<{ data: { id: string } }>(again)).data.id).toBe((await json<{ data: { id: string } }>(first)).data.id);
    const twice = { body: 'Sent twice at once', client_key: crypto.randomUUID() };
    const answers = await Promise.all([post(twice, bearer(dave.token)), post(twice, bearer(dave.token))]);
    const ids = await Promise.all(answers.map(async (answer) => (await json<{ data: { id: string } }>(answer)).data.id));
    expect(ids[0]).toBe(ids[1]);
    const pending = (await json<{ data: { body: string }[] }>(await ownPending(dave))).data.map((c) => c.body);
    expect(pending.filter((body) => body === 'Written in a tunnel')).toHaveLength(1);
    expect(pending.filter((body) => body === 'Sent twice at once')).toHaveLength(1);
    // The same key from someone else is their own comment.
    expect((await json<{ data: { user_id: string } }>(await post({ body: 'Written in a tunnel', client_key }, bearer(carol.token)))).data.user_id).toBe(carol.id);
    expect((await post({ body: 'A key that is no key', client_key: 'not-a-uuid' }, bearer(dave.token))).status).toBe(422);
  });

  it('answers 422 for an empty body and 404 for an unknown item', async () => {
    expect((await post({ body: '' }, bearer(dave.token))).status).toBe(422);
    const res = await POST(apiRequest('/api/articles/nothing/comments', { method: 'POST', body: { body: 'Hello there' }, headers: bearer(dave.token) }), routeParams({ type: 'articles', slug: 'nothing' }));
    expect(res.status).toBe(404);
  });

  it('limits how fast one user can comment', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) statuses.push((await post({ body: `Comment number ${n}` }, bearer(dave.token))).status);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('each translation has its own discussion', () => {
  let both: Awaited<ReturnType<typeof makeItem>>;
  const threadsIn = async (locale: 'fa' | 'en') => {
    const slug = both.translations[locale]!;
    const res = await GET(apiRequest(`/api/articles/${slug}/comments`, { locale }), routeParams({ type: 'articles', slug }));
    expect(res.status).toBe(200);
    return (await json<Threads & { data: { locale: string }[] }>(res)).data;
  };
  const postIn = (locale: 'fa' | 'en', body: Record<string, unknown>, user: RegisteredUser) => {
    const slug = both.translations[locale]!;
    return POST(apiRequest(`/api/articles/${slug}/comments`, { method: 'POST', body, headers: bearer(user.token), locale }), routeParams({ type: 'articles', slug }));
  };

  beforeAll(async () => {
    resetRateLimitsForTests();
    both = await makeItem({ fa: { title: 'گفت‌وگو دربارهٔ توکن‌ها' }, en: { title: 'A talk about tokens' } });
  });

  it('lists on the Persian page only what was written on it, and on the English page only the English', async () => {
    const english = await json<{ data: { id: string; locale: string } }>(await postIn('en', { body: 'Written in English' }, carol));
    expect(english.data.locale).toBe('en');
    const persian = await json<{ data: { id: string; locale: string } }>(await postIn('fa', { body: 'به فارسی نوشته شد' }, dave));
    expect(persian.data.locale).toBe('fa');
    await moderateManagerComment({ id: english.data.id, input: { status: 'approved' }, by: systemWriter() });
    await moderateManagerComment({ id: persian.data.id, input: { status: 'approved' }, by: systemWriter() });

    expect((await threadsIn('fa')).map((thread) => thread.body)).toEqual(['به فارسی نوشته شد']);
    expect((await threadsIn('en')).map((thread) => thread.body)).toEqual(['Written in English']);
  });

  it('keeps a reply in its thread’s language, whatever page it was sent from', async () => {
    const [thread] = await threadsIn('fa');
    const reply = await json<{ data: { id: string; locale: string } }>(await postIn('en', { body: 'A reply in English', parent_id: thread!.id }, carol));
    expect(reply.data.locale).toBe('fa');
    await moderateManagerComment({ id: reply.data.id, input: { status: 'approved' }, by: systemWriter() });
    expect((await threadsIn('fa'))[0]!.replies.map((r) => r.body)).toEqual(['A reply in English']);
    expect((await threadsIn('en')).flatMap((t) => t.replies)).toEqual([]);
  });

  it('shows an author their waiting comment on the page it was written on only', async () => {
    expect((await postIn('fa', { body: 'هنوز در انتظار' }, dave)).status).toBe(201);
    const pendingIn = async (locale: 'fa' | 'en') => {
      const slug = both.translations[locale]!;
      const res = await OWN_PENDING(apiRequest(`/api/user/comments/articles/${slug}`, { headers: bearer(dave.token), locale }), routeParams({ type: 'articles', slug }));
      return (await json<{ data: { body: string }[] }>(res)).data.map((c) => c.body);
    };
    expect(await pendingIn('fa')).toEqual(['هنوز در انتظار']);
    expect(await pendingIn('en')).toEqual([]);
  });
});
