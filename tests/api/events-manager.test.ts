import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from '@/app/api/manager/events/[id]/route';
import { GET as listRoute, POST as createRoute } from '@/app/api/manager/events/route';
import { POST as registerRoute } from '@/app/api/user/events/[id]/registration/route';
import { getDb } from '@/server/db/client';
import { activityLogs } from '@/server/db/schema';
import type { ManagedEvent, ManagedEventDetail } from '@/shared/schemas/events';
import { bearer, noParams, registerUser, type RegisteredUser } from '../support/accounts';
import { grant, makeManager, roleWith, seedPermissions } from '../support/acl';
import { apiRequest, json, routeParams } from '../support/http';

let editor: RegisteredUser;
let viewer: RegisteredUser;
let member: RegisteredUser;

const start = new Date(Date.now() + 7 * 86_400_000);
const body = {
  title_fa: 'کارگاه کیف پول',
  title_en: 'Wallet workshop',
  description_en: 'Hands-on.',
  start_date: start.toISOString(),
  expire_datetime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
  place: 'Isfahan',
  capacity: 20,
  status: 'published',
};

const create = (payload: unknown, token = editor.token) =>
  createRoute(apiRequest('/api/manager/events', { method: 'POST', body: payload, headers: bearer(token) }), noParams);

beforeAll(async () => {
  await seedPermissions();
  [editor, viewer, member] = await Promise.all([registerUser(), registerUser(), registerUser()]);
  const editors = await roleWith(['events.view', 'events.create', 'events.update', 'events.delete']);
  const viewers = await roleWith([]);
  await grant(viewers, ['events.view']);
  await makeManager(editor.id, [editors]);
  await makeManager(viewer.id, [viewers]);
});

describe('/api/manager/events', () => {
  it('creates, reads with registrations, edits, lists and deletes, logging each write', async () => {
    const created = await create(body);
    expect(created.status).toBe(201);
    const event = (await json<{ data: ManagedEvent }>(created)).data;
    expect(event).toMatchObject({ title_en: 'Wallet workshop', capacity: 20, status: 'published', registrations_count: 0 });

    await registerRoute(apiRequest(`/api/user/events/${event.id}/registration`, { method: 'POST', headers: bearer(member.token) }), routeParams({ id: event.id }));
    const read = await getRoute(apiRequest(`/api/manager/events/${event.id}`, { headers: bearer(viewer.token) }), routeParams({ id: event.id }));
    const detail = (await json<{ data: ManagedEventDetail }>(read)).data;
    expect(detail.registrations).toHaveLength(1);
    expect(detail.registrations[0]).toMatchObject({ user_id: member.id, username: member.username, email: member.email });

    const patched = await patchRoute(
      apiRequest(`/api/manager/events/${event.id}`, { method: 'PATCH', body: { capacity: null, place: null, online_link: 'https://meet.example.com/x' }, headers: bearer(editor.token) }),
      routeParams({ id: event.id }),
    );
    expect(patched.status).toBe(200);
    expect((await json<{ data: ManagedEvent }>(patched)).data).toMatchObject({ capacity: null, place: null, online_link: 'https://meet.example.com/x', registrations_count: 1 });

    const listed = await listRoute(apiRequest('/api/manager/events?search=wallet&per_page=5', { headers: bearer(viewer.token) }), noParams);
    const page = await json<{ data: ManagedEvent[]; meta: { total: number } }>(listed);
    expect(page.data.map((one) => one.id)).toContain(event.id);

    const deleted = await deleteRoute(apiRequest(`/api/manager/events/${event.id}`, { method: 'DELETE', headers: bearer(editor.token) }), routeParams({ id: event.id }));
    expect(deleted.status).toBe(204);
    expect((await getRoute(apiRequest(`/api/manager/events/${event.id}`, { headers: bearer(viewer.token) }), routeParams({ id: event.id }))).status).toBe(404);

    const logs = await getDb().select().from(activityLogs).where(eq(activityLogs.resourceId, event.id));
    expect(logs.map((log) => log.action).sort()).toEqual(['events.create', 'events.delete', 'events.update']);
    expect(logs.every((log) => log.actorId === editor.id)).toBe(true);
  });

  it('validates: both titles, an end after the start (also against the stored start), a http(s) link', async () => {
    const bad = await create({ ...body, title_fa: '', expire_datetime: body.start_date, online_link: 'ftp://x' });
    expect(bad.status).toBe(422);
    const errors = (await json<{ errors: Record<string, string[]> }>(bad)).errors;
    expect(Object.keys(errors).sort()).toEqual(['expire_datetime', 'online_link', 'title_fa']);

    const event = (await json<{ data: ManagedEvent }>(await create(body))).data;
    const early = await patchRoute(
      apiRequest(`/api/manager/events/${event.id}`, { method: 'PATCH', body: { expire_datetime: new Date(start.getTime() - 1000).toISOString() }, headers: bearer(editor.token) }),
      routeParams({ id: event.id }),
    );
    expect(early.status).toBe(422);
  });

  it('reads a capacity typed in Persian or Arabic digits, on create and on edit', async () => {
    const created = await create({ ...body, capacity: '۵' });
    expect(created.status).toBe(201);
    const event = (await json<{ data: ManagedEvent }>(created)).data;
    expect(event.capacity).toBe(5);

    const patched = await patchRoute(
      apiRequest(`/api/manager/events/${event.id}`, { method: 'PATCH', body: { capacity: '۱٬۲۰۰' }, headers: bearer(editor.token) }),
      routeParams({ id: event.id }),
    );
    expect(patched.status).toBe(200);
    expect((await json<{ data: ManagedEvent }>(patched)).data.capacity).toBe(1200);

    const words = await create({ ...body, capacity: 'پنج' }, editor.token);
    expect(words.status).toBe(422);
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(words)).errors)).toEqual(['capacity']);
  });

  it('needs the permission of each verb: anonymous 401, plain user and view-only manager 403 on writes', async () => {
    expect((await listRoute(apiRequest('/api/manager/events'), noParams)).status).toBe(401);
    expect((await listRoute(apiRequest('/api/manager/events', { headers: bearer(member.token) }), noParams)).status).toBe(403);
    expect((await create(body, member.token)).status).toBe(403);
    expect((await create(body, viewer.token)).status).toBe(403);
  });
});
