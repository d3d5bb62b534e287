import { beforeAll, describe, expect, it } from 'vitest';
import { GET as dashboardRoute } from '@/app/api/manager/dashboard/route';
import { GET as usersRoute } from '@/app/api/manager/users/route';
import { getDb } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import { createComment } from '@/server/services/content';
import type { ManagedUser } from '@/shared/schemas/acl';
import type { ManagerDashboardView } from '@/shared/schemas/community';
import { registerUser, type RegisteredUser } from '../support/accounts';
import { makeItem } from '../support/content-fixtures';
import { json, routeParams } from '../support/http';
import { as, managerCast, type ManagerCast } from '../support/manager';
import { byUser } from '../support/writers';

let cast: ManagerCast;

const dashboard = async (user: RegisteredUser | null = cast.boss) => dashboardRoute(as(user, '/api/manager/dashboard'), routeParams({}));

beforeAll(async () => {
  cast = await managerCast(['statistics.view']);
  const reader = await registerUser();
  const article = await makeItem({ en: { title: 'Counted article' } });
  await makeItem({ type: 'books', en: { title: 'Counted book' } });
  await makeItem({ en: { title: 'A draft' }, status: 'draft', publishedAt: null });
  for (let index = 0; index < 6; index += 1) {
    await createComment({ contentId: article.id, input: { body: `Pending comment ${index}` }, by: byUser(reader.id) });
  }
  await getDb()
    .insert(contactMessages)
    .values([
      { fullName: 'A', email: 'a@example.com', title: 'Hi', text: 'Hello there', locale: 'en' },
      { fullName: 'B', email: 'b@example.com', title: 'Hi', text: 'Hello again', locale: 'en', handledAt: new Date() },
    ]);
});

describe('GET /api/manager/dashboard', () => {
  it('gives key counts, the last ten activity entries and the five newest pending comments', async () => {
    const response = await dashboard();
    expect(response.status).toBe(200);
    const { data } = await json<{ data: ManagerDashboardView }>(response);
    expect(data.counts).toMatchObject({ users: 4, pending_comments: 6, unhandled_contacts: 1 });
    expect(data.counts.published).toMatchObject({ articles: 1, books: 1, podcasts: 0 });
    // Four registrations were logged, and the three items the system wrote.
    expect(data.recent_activity.map((entry) => entry.action).sort()).toEqual([
      'articles.create',
      'articles.create',
      'auth.register',
      'auth.register',
      'auth.register',
      'auth.register',
      'books.create',
    ]);
    expect(data.recent_activity.filter((entry) => entry.by_system)).toHaveLength(3);
    expect(data.pending_comments).toHaveLength(5);
    expect(data.pending_comments[0]).toMatchObject({ body: 'Pending comment 5', status: 'pending', content: { title: 'Counted article' } });
  });

  it('needs dashboard.view: 401 anonymous, 403 plain user and manager without it', async () => {
    expect((await dashboard(null)).status).toBe(401);
    expect((await dashboard(cast.plain)).status).toBe(403);
    expect((await dashboard(cast.limited)).status).toBe(403);
  });
});

describe('GET /api/manager/users filters', () => {
  it('filters on a verified e-mail', async () => {
    const list = async (query: string) =>
      (await json<{ data: ManagedUser[] }>(await usersRoute(as(cast.boss, `/api/manager/users?${query}`), routeParams({})))).data;
    expect(await list('is_verified=true')).toEqual([]);
    expect(await list('is_verified=false')).toHaveLength(4);
    const bad = await usersRoute(as(cast.boss, '/api/manager/users?is_verified=maybe'), routeParams({}));
    expect(bad.status).toBe(422);
  });
});
