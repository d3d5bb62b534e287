import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as publicComments } from '@/app/api/[type]/[slug]/comments/route';
import { POST as replyRoute } from '@/app/api/manager/comments/[id]/reply/route';
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from '@/app/api/manager/comments/[id]/route';
import { GET as listRoute } from '@/app/api/manager/comments/route';
import { getDb } from '@/server/db/client';
import { contents } from '@/server/db/schema';
import { createComment } from '@/server/services/content';
import type { ManagerComment, ManagerCommentDetail } from '@/shared/schemas/community';
import { registerUser, type RegisteredUser } from '../support/accounts';
import { makeItem } from '../support/content-fixtures';
import { json, apiRequest, routeParams } from '../support/http';
import { activityOf, as, idParam, managerCast, type ManagerCast } from '../support/manager';
import { byUser } from '../support/writers';

type Threads = { data: { id: string; body: string; is_staff: boolean; replies: { id: string; body: string; is_staff: boolean }[] }[] };

let cast: ManagerCast;
let author: RegisteredUser;
let article: Awaited<ReturnType<typeof makeItem>>;
let podcast: Awaited<ReturnType<typeof makeItem>>;

const publicThreads = async () => {
  const slug = article.translations.en!;
  const response = await publicComments(apiRequest(`/api/articles/${slug}/comments`), routeParams({ type: 'articles', slug }));
  return (await json<Threads>(response)).data;
};
const commentCount = async () => (await getDb().select().from(contents).where(eq(contents.id, article.id)))[0]!.commentCount;
const list = async (query: string, user: RegisteredUser | null = cast.boss) => listRoute(as(user, `/api/manager/comments?${query}`), routeParams({}));

beforeAll(async () => {
  cast = await managerCast(['comments.view']);
  author = await registerUser({ username: 'commenter_amir', email: 'amir@example.com' });
  article = await makeItem({ en: { title: 'Wallets explained' }, fa: { title: 'کیف پول‌ها' } });
  podcast = await makeItem({ type: 'podcasts', en: { title: 'Episode one' } });
});

describe('GET /api/manager/comments', () => {
  it('lists the queue with filters on status, type and text', async () => {
    const first = await createComment({ contentId: article.id, input: { body: 'Which wallet is safest?' }, by: byUser(author.id) });
    await createComment({ contentId: podcast.id, input: { body: 'Loved this episode' }, by: byUser(author.id) });

    const all = await json<{ data: ManagerComment[]; meta: { total: number } }>(await list('status=pending'));
    expect(all.meta.total).toBe(2);
    const byType = await json<{ data: ManagerComment[] }>(await list('type=articles'));
    expect(byType.data.map((comment) => comment.id)).toEqual([first.id]);
    expect(byType.data[0]!.content).toMatchObject({ id: article.id, type: 'articles', title: 'Wallets explained' });
    expect(byType.data[0]!.author).toMatchObject({ username: 'commenter_amir', email: 'amir@example.com' });

    const searched = await json<{ data: ManagerComment[] }>(await list('search=AMIR%40example'));
    expect(searched.data).toHaveLength(2);
    const byBody = await json<{ data: ManagerComment[] }>(await list('search=episode'));
    expect(byBody.data).toHaveLength(1);
    expect((await json<{ data: ManagerComment[] }>(await list('status=approved'))).data).toEqual([]);

    // The item's title follows the reader's language.
    const fa = await listRoute(as(cast.boss, '/api/manager/comments?type=articles', { locale: 'fa' }), routeParams({}));
    expect((await json<{ data: ManagerComment[] }>(fa)).data[0]!.content.title).toBe('کیف پول‌ها');
  });

  it('rejects bad filters with 422', async () => {
    expect((await list('status=spam')).status).toBe(422);
    expect((await list('type=novels')).status).toBe(422);
    expect((await list('per_page=1000')).status).toBe(422);
  });

  it('is 401 anonymous and 403 for a plain user', async () => {
    expect((await list('', null)).status).toBe(401);
    expect((await list('', cast.plain)).status).toBe(403);
    expect((await list('', cast.limited)).status).toBe(200);
  });
});

describe('moderating a comment', () => {
  let comment: Awaited<ReturnType<typeof createComment>>;

  beforeAll(async () => {
    comment = await createComment({ contentId: article.id, input: { body: 'Please cover hardware wallets.' }, by: byUser(author.id) });
  });

  it('shows one comment with its item and thread', async () => {
    const response = await getRoute(as(cast.boss, `/api/manager/comments/${comment.id}`), idParam(comment.id));
    expect(response.status).toBe(200);
    const { data } = await json<{ data: ManagerCommentDetail }>(response);
    expect(data).toMatchObject({ id: comment.id, status: 'pending', content: { id: article.id }, thread: { parent: null, replies: [] } });
    const missing = crypto.randomUUID();
    expect((await getRoute(as(cast.boss, `/api/manager/comments/${missing}`), idParam(missing))).status).toBe(404);
  });

  it('approving publishes it, counts it and logs it; rejecting takes it back', async () => {
    const before = await commentCount();
    const patch = (status: string, user = cast.boss) =>
      patchRoute(as(user, `/api/manager/comments/${comment.id}`, { method: 'PATCH', body: { status } }), idParam(comment.id));

    expect((await patch('approved', cast.limited)).status).toBe(403);
    expect((await patch('pending')).status).toBe(422);

    const approved = await patch('approved');
    expect(approved.status).toBe(200);
    expect((await json<{ data: ManagerCommentDetail }>(approved)).data.status).toBe('approved');
    expect((await publicThreads()).map((thread) => thread.id)).toContain(comment.id);
    expect(await commentCount()).toBe(before + 1);
    const [entry] = await activityOf('comments.approve', comment.id);
    expect(entry).toMatchObject({ actorId: cast.boss.id, resource: 'comments', summary: { status: { from: 'pending', to: 'approved' } } });

    // Approving twice does not count twice.
    await patch('approved');
    expect(await commentCount()).toBe(before + 1);

    expect((await patch('rejected')).status).toBe(200);
    expect((await publicThreads()).map((thread) => thread.id)).not.toContain(comment.id);
    expect(await commentCount()).toBe(before);
    expect(await activityOf('comments.reject', comment.id)).toHaveLength(1);
    await patch('approved');
  });

  it('a staff reply is published at once, marked as staff and logged', async () => {
    const reply = (body: unknown, user = cast.boss) =>
      replyRoute(as(user, `/api/manager/comments/${comment.id}/reply`, { method: 'POST', body }), idParam(comment.id));
    expect((await reply({ body: 'x' })).status).toBe(422);
    expect((await reply({ body: 'Thanks, coming soon.' }, cast.limited)).status).toBe(403);
    const before = await commentCount();

    const response = await reply({ body: 'Thanks, coming soon.' });
    expect(response.status).toBe(201);
    const { data } = await json<{ data: ManagerCommentDetail }>(response);
    expect(data).toMatchObject({ status: 'approved', is_staff: true, parent_id: comment.id, author: { id: cast.boss.id } });
    expect(data.thread.parent?.id).toBe(comment.id);

    const thread = (await publicThreads()).find((entry) => entry.id === comment.id)!;
    expect(thread.replies).toEqual([expect.objectContaining({ id: data.id, is_staff: true, body: 'Thanks, coming soon.' })]);
    expect(await commentCount()).toBe(before + 1);
    expect(await activityOf('comments.reply', data.id)).toHaveLength(1);

    const missing = crypto.randomUUID();
    const unknown = await replyRoute(as(cast.boss, `/api/manager/comments/${missing}/reply`, { method: 'POST', body: { body: 'Hello there' } }), idParam(missing));
    expect(unknown.status).toBe(404);
  });

  it('deleting removes the comment with its replies from the page and the count, and logs it', async () => {
    const remove = (user: RegisteredUser | null = cast.boss) => deleteRoute(as(user, `/api/manager/comments/${comment.id}`, { method: 'DELETE' }), idParam(comment.id));
    expect((await remove(cast.limited)).status).toBe(403);
    expect((await remove(null)).status).toBe(401);
    const before = await commentCount();
    expect((await remove()).status).toBe(204);
    expect((await publicThreads()).map((thread) => thread.id)).not.toContain(comment.id);
    expect(await commentCount()).toBe(before - 2);
    const [entry] = await activityOf('comments.delete', comment.id);
    expect(entry?.summary).toMatchObject({ replies: 1 });
    expect((await remove()).status).toBe(404);
  });
});
