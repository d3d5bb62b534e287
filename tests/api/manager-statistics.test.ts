import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as statisticsRoute } from '@/app/api/manager/statistics/route';
import { getDb } from '@/server/db/client';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { comments, interactions, tickets, users } from '@/server/db/schema';
import { createComment } from '@/server/services/content';
import type { StatisticsView } from '@/shared/schemas/community';
import { registerUser, type RegisteredUser } from '../support/accounts';
import { makeItem } from '../support/content-fixtures';
import { json, routeParams } from '../support/http';
import { as, managerCast, type ManagerCast } from '../support/manager';
import { byUser } from '../support/writers';

let cast: ManagerCast;

const get = async (query: string, { user = cast.boss, locale = 'en' }: { user?: RegisteredUser | null; locale?: 'fa' | 'en' } = {}) =>
  statisticsRoute(as(user, `/api/manager/statistics?${query}`, { locale }), routeParams({}));
const stats = async (query: string, locale: 'fa' | 'en' = 'en') => {
  const response = await get(query, { locale });
  expect(response.status).toBe(200);
  return (await json<{ data: StatisticsView }>(response)).data;
};
const series = (view: StatisticsView, name: string) => view.series.find((entry) => entry.name === name)!;

beforeAll(async () => {
  cast = await managerCast(['dashboard.view']);
  // Two signups on Esfand 30, 1403 (2025-03-20, Tehran) and one on Farvardin 1, 1404, at 00:30 Tehran time
  // (still 20 March in UTC), and one on 1 April.
  resetRateLimitsForTests();
  const people = await Promise.all([registerUser(), registerUser(), registerUser(), registerUser()]);
  const dates = ['2025-03-20T08:00:00Z', '2025-03-20T19:00:00Z', '2025-03-20T21:00:00Z', '2025-04-01T08:00:00Z'];
  for (const [index, person] of people.entries()) {
    await getDb().update(users).set({ createdAt: new Date(dates[index]!) }).where(inArray(users.id, [person.id]));
  }
  const item = await makeItem({ en: { title: 'Stats item' }, publishedAt: new Date('2025-03-10T08:00:00Z') });
  const comment = await createComment({ contentId: item.id, input: { body: 'Counted in March' }, by: byUser(people[0]!.id) });
  await getDb().update(comments).set({ createdAt: new Date('2025-03-31T08:00:00Z') }).where(inArray(comments.id, [comment.id]));
  await getDb()
    .insert(interactions)
    .values([
      { userId: people[0]!.id, contentId: item.id, kind: 'like', contentType: 'articles', createdAt: new Date('2025-03-21T08:00:00Z') },
      { userId: people[1]!.id, contentId: item.id, kind: 'like', contentType: 'articles', createdAt: new Date('2025-03-22T08:00:00Z') },
      { userId: people[1]!.id, contentId: item.id, kind: 'save', contentType: 'articles', createdAt: new Date('2025-03-22T08:00:00Z') },
    ]);
  // A ticket opened on Esfand 30 and closed on Farvardin 2.
  await getDb()
    .insert(tickets)
    .values({ userId: people[2]!.id, title: 'Across the new year', status: 'closed', createdAt: new Date('2025-03-20T08:00:00Z'), closedAt: new Date('2025-03-22T08:00:00Z') });
});

describe('GET /api/manager/statistics', () => {
  it('buckets by Jalali months in fa: Esfand 1403 and Farvardin 1404 are different buckets', async () => {
    const view = await stats('from=2025-03-01&to=2025-04-10&bucket=month', 'fa');
    expect(view.calendar).toBe('jalali');
    expect(series(view, 'signups').buckets).toEqual([
      { key: '1403-12', start: '2025-03-01', end: '2025-03-20', count: 2 },
      { key: '1404-01', start: '2025-03-21', end: '2025-04-10', count: 2 },
    ]);
    expect(series(view, 'likes').buckets.map((bucket) => bucket.count)).toEqual([0, 2]);
    expect(series(view, 'saves').total).toBe(1);
    expect(series(view, 'published').buckets.map((bucket) => bucket.count)).toEqual([1, 0]);
    expect(series(view, 'tickets_opened').buckets.map((bucket) => bucket.count)).toEqual([1, 0]);
    expect(series(view, 'tickets_closed').buckets.map((bucket) => bucket.count)).toEqual([0, 1]);
    expect(view.series.map((entry) => entry.name)).toEqual(['signups', 'published', 'likes', 'saves', 'checks', 'comments', 'tickets_opened', 'tickets_closed']);
  });

  it('buckets by Gregorian months in en, and by the calendar asked for', async () => {
    const view = await stats('from=2025-03-01&to=2025-04-10&bucket=month');
    expect(view.calendar).toBe('gregorian');
    expect(series(view, 'signups').buckets).toEqual([
      { key: '2025-03', start: '2025-03-01', end: '2025-03-31', count: 3 },
      { key: '2025-04', start: '2025-04-01', end: '2025-04-10', count: 1 },
    ]);
    expect(series(view, 'comments').buckets.map((bucket) => bucket.count)).toEqual([1, 0]);
    const asked = await stats('from=2025-03-01&to=2025-04-10&bucket=month&calendar=jalali');
    expect(series(asked, 'signups').buckets.map((bucket) => bucket.key)).toEqual(['1403-12', '1404-01']);
  });

  it('buckets by weeks: Saturday-first in Jalali, Monday-first in Gregorian', async () => {
    const fa = await stats('from=2025-03-14&to=2025-03-23&bucket=week', 'fa');
    // Friday 14 March closes a Jalali week; Saturday 15 March opens the next.
    expect(series(fa, 'signups').buckets.map(({ key, start, end }) => ({ key, start, end }))).toEqual([
      { key: '1403-12-18', start: '2025-03-14', end: '2025-03-14' },
      { key: '1403-12-25', start: '2025-03-15', end: '2025-03-21' },
      { key: '1404-01-02', start: '2025-03-22', end: '2025-03-23' },
    ]);
    const en = await stats('from=2025-03-14&to=2025-03-23&bucket=week');
    expect(series(en, 'signups').buckets.map(({ key, count }) => ({ key, count }))).toEqual([
      { key: '2025-03-10', count: 0 },
      { key: '2025-03-17', count: 3 },
    ]);
  });

  it('rejects bad input with 422', async () => {
    expect((await get('')).status).toBe(422);
    expect((await get('from=2025-03-01')).status).toBe(422);
    expect((await get('from=2025-04-01&to=2025-03-01')).status).toBe(422);
    expect((await get('from=2025-03-01&to=2025-03-31&bucket=day')).status).toBe(422);
    expect((await get('from=2025-03-01&to=2025-03-31&calendar=lunar')).status).toBe(422);
    expect((await get('from=2000-01-01&to=2025-03-31')).status).toBe(422);
  });

  it('needs statistics.view: 401 anonymous, 403 plain user and manager without it', async () => {
    const query = 'from=2025-03-01&to=2025-03-31';
    expect((await get(query, { user: null })).status).toBe(401);
    expect((await get(query, { user: cast.plain })).status).toBe(403);
    expect((await get(query, { user: cast.limited })).status).toBe(403);
  });
});
