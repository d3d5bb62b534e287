import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as publicItem from '@/app/api/[type]/[slug]/route';
import * as typeItem from '@/app/api/manager/[type]/[id]/route';
import * as typeCollection from '@/app/api/manager/[type]/route';
import { GET as SEARCH } from '@/app/api/search/route';
import { getDb } from '@/server/db/client';
import { contents } from '@/server/db/schema';
import { bearer, noParams, registerUser, type RegisteredUser } from '../support/accounts';
import { makeManager, makeSuperManager, roleWith, seedPermissions } from '../support/acl';
import { makeItem } from '../support/content-fixtures';
import { withVersion } from '../support/content-versions';
import { apiRequest, forType, json, routeParams } from '../support/http';

// Published means visible now: a published item dated in the future is stored and answered as
// scheduled, and the manager's list shows it so (shared/publishing.ts).

const articles = forType(typeCollection, 'articles');
const articleItem = forType(typeItem, 'articles');
const publicArticle = forType(publicItem, 'articles');

type Written = { data: { id: string; status: string; published_at: string | null; translations: { en?: string } } };
type Rows = { data: { id: string; status: string }[] };

let admin: RegisteredUser;
let writer: RegisteredUser;
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

beforeAll(async () => {
  await seedPermissions();
  [admin, writer] = await Promise.all([registerUser(), registerUser()]);
  await makeSuperManager(admin.id);
  await makeManager(writer.id, [await roleWith(['articles.view', 'articles.create', 'articles.update'])]);
});

const send = (path: string, method: string, token: string, body?: unknown) =>
  apiRequest(path, { method, body, headers: bearer(token) });
const patch = async (id: string, body: object, token = admin.token) =>
  articleItem.PATCH(send(`/api/manager/articles/${id}`, 'PATCH', token, await withVersion(id, body)), routeParams({ id }));
const managerRows = async (query = '') => {
  const response = await articles.GET(send(`/api/manager/articles?per_page=100${query}`, 'GET', admin.token), noParams);
  expect(response.status).toBe(200);
  return (await json<Rows>(response)).data;
};
const publicStatus = async (slug: string) =>
  (await publicArticle.GET(apiRequest(`/api/articles/${slug}`), routeParams({ slug }))).status;

describe('published with a date ahead', () => {
  it('is stored and answered as scheduled on create, and readers do not see it yet', async () => {
    const at = nextWeek();
    const response = await articles.POST(
      send('/api/manager/articles', 'POST', admin.token, {
        status: 'published',
        published_at: at,
        attributes: {},
        translations: { en: { title: 'Launch notes for next week', slug: 'launch-notes-next-week' } },
      }),
      noParams,
    );
    expect(response.status).toBe(201);
    const { data } = await json<Written>(response);
    expect(data.status).toBe('scheduled');
    expect(data.published_at).toBe(at);
    const [row] = await getDb().select().from(contents).where(eq(contents.id, data.id));
    expect(row!.status).toBe('scheduled');
    expect(await publicStatus('launch-notes-next-week')).toBe(404);
    expect((await managerRows()).find((item) => item.id === data.id)?.status).toBe('scheduled');
  });

  it('keeps a scheduled item scheduled when it is switched to published without moving the date', async () => {
    const created = await articles.POST(
      send('/api/manager/articles', 'POST', admin.token, {
        status: 'scheduled',
        published_at: nextWeek(),
        attributes: {},
        translations: { en: { title: 'Switched from scheduled to published', slug: 'switched-to-published' } },
      }),
      noParams,
    );
    const { data: first } = await json<Written>(created);
    const switched = await patch(first.id, { status: 'published' });
    expect(switched.status).toBe(200);
    const { data } = await json<Written>(switched);
    expect(data.status).toBe('scheduled');
    expect(data.published_at).toBe(first.published_at);
    expect(await publicStatus('switched-to-published')).toBe(404);

    // Sent with the date cleared, published is now, and readers see it.
    const now = await json<Written>(await patch(first.id, { status: 'published', published_at: null }));
    expect(now.data.status).toBe('published');
    expect(new Date(now.data.published_at!).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await publicStatus('switched-to-published')).toBe(200);
  });

  it("moving a live item's date ahead schedules it, which needs the publish right", async () => {
    const live = await makeItem({ en: { title: 'Live and then postponed', slug: 'live-then-postponed' } });
    expect((await patch(live.id, { published_at: nextWeek() }, writer.token)).status).toBe(403);
    const postponed = await patch(live.id, { published_at: nextWeek() });
    expect((await json<Written>(postponed)).data.status).toBe('scheduled');
    expect(await publicStatus('live-then-postponed')).toBe(404);
  });

  it('lists a row stored as published with a date ahead (before this rule) as scheduled, and filters it so', async () => {
    const stored = await makeItem({ en: { title: 'An older published-ahead row' } });
    await getDb()
      .update(contents)
      .set({ status: 'published', publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(contents.id, stored.id));
    const due = await makeItem({
      en: { title: 'A scheduled row whose time came' },
      status: 'scheduled',
      publishedAt: new Date(Date.now() - 60_000),
    });

    const all = await managerRows();
    expect(all.find((item) => item.id === stored.id)?.status).toBe('scheduled');
    expect(all.find((item) => item.id === due.id)?.status).toBe('published');
    const scheduled = (await managerRows('&status=scheduled')).map((item) => item.id);
    const published = (await managerRows('&status=published')).map((item) => item.id);
    expect(scheduled).toContain(stored.id);
    expect(scheduled).not.toContain(due.id);
    expect(published).toContain(due.id);
    expect(published).not.toContain(stored.id);
  });

  it('is not found by search until its date', async () => {
    await articles.POST(
      send('/api/manager/articles', 'POST', admin.token, {
        status: 'published',
        published_at: nextWeek(),
        attributes: {},
        translations: { en: { title: 'Zanzibarian unreleased notes' } },
      }),
      noParams,
    );
    const response = await SEARCH(apiRequest('/api/search?q=zanzibarian'), routeParams({}));
    expect((await json<{ data: unknown[] }>(response)).data).toEqual([]);
  });
});
