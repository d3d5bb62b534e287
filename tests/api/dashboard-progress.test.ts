import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as dashboardRoute } from '@/app/api/user/dashboard/route';
import { POST as registrationRoute } from '@/app/api/user/events/[id]/registration/route';
import { POST as progressRoute } from '@/app/api/user/progress/[type]/[id]/route';
import { getDb } from '@/server/db/client';
import { events, interactions, notificationDeliveries, playbackProgress, tickets } from '@/server/db/schema';
import { notifyUsers } from '@/server/services/notifications';
import type { UserDashboard, ProgressState } from '@/shared/schemas/dashboard';
import { bearer, noParams, registerUser, type RegisteredUser } from '../support/accounts';
import { makeItem } from '../support/content-fixtures';
import { engage } from '../support/engagement';
import { apiRequest, json, routeParams } from '../support/http';

let alice: RegisteredUser;

const progress = (type: string, id: string, body: unknown, token = alice.token) =>
  progressRoute(apiRequest(`/api/user/progress/${type}/${id}`, { method: 'POST', body, headers: bearer(token) }), routeParams({ type, id }));

async function dashboard(token = alice.token): Promise<UserDashboard> {
  const response = await dashboardRoute(apiRequest('/api/user/dashboard', { headers: bearer(token) }), noParams);
  expect(response.status).toBe(200);
  return (await json<{ data: UserDashboard }>(response)).data;
}

beforeAll(async () => {
  alice = await registerUser({ firstname: 'Alice' });
});

describe('POST /api/user/progress/{type}/{id}', () => {
  it('keeps one row per user and item, overwritten, finished near the end', async () => {
    const podcast = await makeItem({ type: 'podcasts', en: { title: 'Episode' } });
    const first = await progress('podcasts', podcast.id, { position: 10, duration: 60 });
    expect(first.status).toBe(200);
    expect((await json<{ data: ProgressState }>(first)).data).toEqual({ type: 'podcasts', id: podcast.id, position: 10, duration: 60, finished: false });
    await Promise.all([20, 30, 40].map((position) => progress('podcasts', podcast.id, { position, duration: 60 })));
    const end = await json<{ data: ProgressState }>(await progress('podcasts', podcast.id, { position: 59.5, duration: 60 }));
    expect(end.data.finished).toBe(true);
    const [rows] = await getDb().select({ n: count() }).from(playbackProgress).where(eq(playbackProgress.contentId, podcast.id));
    expect(rows!.n).toBe(1);
  });

  it('needs sign-in; 404 for a hidden item, a type mismatch or an unsupported type; 422 for a bad body', async () => {
    const podcast = await makeItem({ type: 'podcasts', en: { title: 'Another' } });
    const draft = await makeItem({ type: 'podcasts', status: 'draft', en: { title: 'Draft' } });
    const anonymous = await progressRoute(
      apiRequest(`/api/user/progress/podcasts/${podcast.id}`, { method: 'POST', body: {} }),
      routeParams({ type: 'podcasts', id: podcast.id }),
    );
    expect(anonymous.status).toBe(401);
    expect((await progress('podcasts', draft.id, { position: 1, duration: 2 })).status).toBe(404);
    expect((await progress('videos', podcast.id, { position: 1, duration: 2 })).status).toBe(404);
    expect((await progress('books', podcast.id, {})).status).toBe(404);
    expect((await progress('podcasts', podcast.id, { position: -1 })).status).toBe(422);
  });
});

describe('GET /api/user/dashboard', () => {
  it('greets, counts what the ledger holds, lists registered upcoming events, continue cards and guides', async () => {
    const user = await registerUser({ firstname: 'Sara' });
    const headers = bearer(user.token);
    const article = await makeItem({ en: { title: 'Read me' } });
    const other = await makeItem({ en: { title: 'Read me too' } });
    const video = await makeItem({ type: 'videos', en: { title: 'Watch me' } });
    const podcast = await makeItem({ type: 'podcasts', en: { title: 'Hear me' } });

    const empty = await dashboard(user.token);
    expect(empty.user.name).toBe('Sara');
    // Nothing yet but the welcome every new account gets.
    expect(empty.counts).toEqual({ saves: 0, likes: 0, checks: 0, notifications: 1, tickets: 0 });
    expect(empty.upcoming_events).toEqual([]);
    expect(empty.continue).toEqual({ media: null, article: null });

    await engage('POST', { kind: 'saves', type: 'articles', id: article.id, headers });
    await engage('POST', { kind: 'saves', type: 'articles', id: other.id, headers });
    await engage('POST', { kind: 'likes', type: 'videos', id: video.id, headers });
    await engage('POST', { kind: 'checks', type: 'articles', id: article.id, headers });

    await progress('articles', article.id, {}, user.token);
    // Distinct timestamps, so "last opened" is unambiguous.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await progress('articles', other.id, {}, user.token);
    await progress('videos', video.id, { position: 30, duration: 100 }, user.token);
    await progress('podcasts', podcast.id, { position: 100, duration: 100 }, user.token);

    const start = new Date(Date.now() + 86_400_000);
    const [event] = await getDb()
      .insert(events)
      .values({ titleFa: 'رویداد', titleEn: 'Meetup', startDate: start, expireDatetime: new Date(start.getTime() + 3_600_000), status: 'published' })
      .returning();
    await getDb()
      .insert(events)
      .values({ titleFa: 'دیگر', titleEn: 'Not mine', startDate: start, expireDatetime: new Date(start.getTime() + 3_600_000), status: 'published' });
    await registrationRoute(
      apiRequest(`/api/user/events/${event!.id}/registration`, { method: 'POST', headers }),
      routeParams({ id: event!.id }),
    );

    // One open and one closed ticket, one unread and one read notification.
    await getDb()
      .insert(tickets)
      .values([
        { userId: user.id, title: 'Still open' },
        { userId: user.id, title: 'Done', status: 'closed', closedAt: new Date() },
      ]);
    await notifyUsers(getDb(), [user.id], { title: { fa: 'یک', en: 'One' }, text: { fa: 'متن', en: 'Text' } });
    await notifyUsers(getDb(), [user.id], { title: { fa: 'دو', en: 'Two' }, text: { fa: 'متن', en: 'Text' } });
    await getDb().update(notificationDeliveries).set({ readAt: new Date() }).where(eq(notificationDeliveries.userId, user.id));
    await notifyUsers(getDb(), [user.id], { title: { fa: 'سه', en: 'Three' }, text: { fa: 'متن', en: 'Text' } });

    const data = await dashboard(user.token);
    const ledger = async (kind: 'save' | 'like' | 'check') =>
      (await getDb().select({ n: count() }).from(interactions).where(and(eq(interactions.userId, user.id), eq(interactions.kind, kind))))[0]!.n;
    expect(data.counts).toEqual({ saves: await ledger('save'), likes: await ledger('like'), checks: await ledger('check'), notifications: 1, tickets: 1 });
    expect(data.counts).toMatchObject({ saves: 2, likes: 1, checks: 1 });
    expect(data.upcoming_events.map((one) => one.title)).toEqual(['Meetup']);
    expect(data.upcoming_events[0]?.registered).toBe(true);
    // The finished podcast is not "continue"; the half-watched video is.
    expect(data.continue.media).toMatchObject({ item: { id: video.id, type: 'videos' }, position: 30, duration: 100 });
    expect(data.continue.article?.item.id).toBe(other.id);
    expect(Array.isArray(data.guides)).toBe(true);
  });
});
