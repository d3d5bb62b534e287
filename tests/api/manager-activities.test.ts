import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/manager/activities/route';
import { getDb } from '@/server/db/client';
import { activityLogs } from '@/server/db/schema';
import { systemWriter } from '@/server/services/context';
import { createEvent } from '@/server/services/events';
import type { ActivityView } from '@/shared/schemas/community';
import { eventCreateSchema } from '@/shared/schemas/events';
import type { RegisteredUser } from '../support/accounts';
import { json, routeParams } from '../support/http';
import { as, managerCast, type ManagerCast } from '../support/manager';

let cast: ManagerCast;

const list = async (query: string, user: RegisteredUser | null = cast.boss) =>
  listRoute(as(user, `/api/manager/activities?${query}`), routeParams({}));
const actions = async (query: string) => (await json<{ data: ActivityView[] }>(await list(query))).data.map((entry) => entry.action);

beforeAll(async () => {
  cast = await managerCast(['dashboard.view']);
  const client = { ip: '203.0.113.5', userAgent: 'test' };
  await getDb()
    .insert(activityLogs)
    .values([
      // 2025-03-20 23:00 Tehran = 19:30 UTC; 2025-03-21 00:30 Tehran = 2025-03-20 21:00 UTC.
      { actorId: cast.boss.id, action: 'articles.create', resource: 'articles', resourceId: 'a1', summary: { title: 'x' }, ...client, createdAt: new Date('2025-03-20T19:30:00Z') },
      { actorId: cast.boss.id, action: 'comments.approve', resource: 'comments', resourceId: 'c1', ...client, createdAt: new Date('2025-03-20T21:00:00Z') },
      { actorId: cast.limited.id, action: 'contacts.handle', resource: 'contacts', resourceId: 'm1', ...client, createdAt: new Date('2025-04-02T08:00:00Z') },
    ]);
});

describe('GET /api/manager/activities', () => {
  it('lists who, what, which record, summary, when and IP, newest first', async () => {
    const { data, meta } = await json<{ data: ActivityView[]; meta: { total: number } }>(await list('resource=articles'));
    expect(meta.total).toBe(1);
    expect(data[0]).toMatchObject({
      action: 'articles.create',
      resource_id: 'a1',
      summary: { title: 'x' },
      ip: '203.0.113.5',
      created_at: '2025-03-20T19:30:00.000Z',
      actor: { id: cast.boss.id, email: cast.boss.email },
    });
  });

  it('filters by person (id or e-mail), resource and whole Tehran days', async () => {
    // Registering logged `auth.register` today; the 2025 entries are the seeded ones.
    const in2025 = 'from=2025-01-01&to=2025-12-31';
    expect(await actions(`actor_id=${cast.limited.id}`)).toEqual(['auth.register', 'contacts.handle']);
    expect(await actions(`${in2025}&actor_id=${cast.limited.id}`)).toEqual(['contacts.handle']);
    expect(await actions(`${in2025}&person=${encodeURIComponent(cast.limited.email.toUpperCase())}`)).toEqual(['contacts.handle']);
    expect(await actions('resource=comments')).toEqual(['comments.approve']);
    // The 21:00 UTC entry is already 21 March in Tehran.
    expect(await actions('from=2025-03-20&to=2025-03-20')).toEqual(['articles.create']);
    expect(await actions('from=2025-03-21&to=2025-03-21')).toEqual(['comments.approve']);
    expect(await actions(`from=2025-03-01&to=2025-04-30&actor_id=${cast.boss.id}`)).toEqual(['comments.approve', 'articles.create']);
    // Persian digits are read too.
    expect(await actions('from=۲۰۲۵-۰۴-۰۱')).toContain('contacts.handle');
  });

  it('files a write of the system (the seed, a script, a job) under no person, marked as the system', async () => {
    const start = new Date(Date.now() + 86_400_000);
    const input = eventCreateSchema.parse({
      title_fa: 'رویداد سامانه',
      title_en: 'System event',
      start_date: start.toISOString(),
      expire_datetime: new Date(start.getTime() + 3_600_000).toISOString(),
      status: 'draft',
    });
    const event = await createEvent({ input, by: systemWriter() });
    const { data } = await json<{ data: ActivityView[] }>(await list('resource=events'));
    expect(data).toEqual([expect.objectContaining({ action: 'events.create', resource_id: event.id, actor: null, by_system: true, ip: null })]);
    const { data: people } = await json<{ data: ActivityView[] }>(await list('resource=articles'));
    expect(people[0]).toMatchObject({ by_system: false });
  });

  it('rejects bad filters with 422', async () => {
    expect((await list('from=2025-02-30')).status).toBe(422);
    expect((await list('from=2025-04-01&to=2025-03-01')).status).toBe(422);
    expect((await list('actor_id=nobody')).status).toBe(422);
    expect((await list('resource=DROP%20TABLE')).status).toBe(422);
  });

  it('needs activities.view: 401 anonymous, 403 plain user and manager without it', async () => {
    expect((await list('', null)).status).toBe(401);
    expect((await list('', cast.plain)).status).toBe(403);
    expect((await list('', cast.limited)).status).toBe(403);
  });
});
