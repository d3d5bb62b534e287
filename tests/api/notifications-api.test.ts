import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import * as managerList from '@/app/api/manager/notifications/route';
import * as managerOne from '@/app/api/manager/notifications/[id]/route';
import * as recipients from '@/app/api/manager/notifications/recipients/route';
import * as preferences from '@/app/api/user/notification-preferences/route';
import * as userList from '@/app/api/user/notifications/route';
import * as userOne from '@/app/api/user/notifications/[id]/route';
import * as readAll from '@/app/api/user/notifications/read-all/route';
import * as stream from '@/app/api/user/notifications/stream/route';
import * as unreadCount from '@/app/api/user/notifications/unread-count/route';
import { getDb } from '@/server/db/client';
import { activityLogs, users } from '@/server/db/schema';
import { countUnread, notifyUsers } from '@/server/services/notifications';
import { bearer, noParams, registerUser, type RegisteredUser } from '../support/accounts';
import { grant, makeManager, makeSuperManager, roleWith, seedPermissions } from '../support/acl';
import { apiRequest, json, routeParams } from '../support/http';

type UserItem = { id: string; title: string; text: string; link: string | null; is_read: boolean };
type ManagerItem = { id: string; deliveries_count: number; read_count: number; audience: string; role: { id: string } | null };

let admin: RegisteredUser;
let reader: RegisteredUser;
let other: RegisteredUser;
let roleHolder: RegisteredUser;
let roleId: string;

const compose = (token: string, body: Record<string, unknown>) =>
  managerList.POST(apiRequest('/api/manager/notifications', { method: 'POST', body, headers: bearer(token) }), noParams);

const bilingual = { title_fa: 'خبر تازه', title_en: 'Fresh news', text_fa: 'متن خبر', text_en: 'The news text' };

async function userItems(user: RegisteredUser, locale: 'fa' | 'en' = 'en'): Promise<UserItem[]> {
  const response = await userList.GET(apiRequest('/api/user/notifications?per_page=50', { headers: bearer(user.token), locale }), noParams);
  expect(response.status).toBe(200);
  return (await json<{ data: UserItem[] }>(response)).data;
}

beforeAll(async () => {
  await seedPermissions();
  [admin, reader, other, roleHolder] = await Promise.all([registerUser(), registerUser(), registerUser(), registerUser()]);
  await makeSuperManager(admin.id);
  roleId = await roleWith([]);
  await makeManager(roleHolder.id, [roleId]);
});

describe('the welcome of a new account', () => {
  it('greets every registration with one unread notification, shown in the language the reader reads in', async () => {
    // Runs before anything else reaches the role holder (registered above, like every account).
    expect(await countUnread(roleHolder.id)).toBe(1);
    const [inPersian] = await userItems(roleHolder, 'fa');
    expect(inPersian).toMatchObject({ title: 'به دروازه خوش آمدید', is_read: false, link: '/user/panel/whereToStart' });
    expect(inPersian!.text).toMatch(/^حساب شما آماده است/);
    const [inEnglish] = await userItems(roleHolder, 'en');
    expect(inEnglish).toMatchObject({ id: inPersian!.id, title: 'Welcome to Darvazeh' });
    // A system notification: not in the managers' list of what they composed.
    const composed = await managerList.GET(apiRequest('/api/manager/notifications?per_page=100', { headers: bearer(admin.token) }), noParams);
    expect((await json<{ data: { id: string }[] }>(composed)).data.map((item) => item.id)).not.toContain(inPersian!.id);
  });
});

describe('notifyUsers and the user API', () => {
  it('delivers to the named users only, in the request language, unread first', async () => {
    const first = await notifyUsers(getDb(), [reader.id], { title: { fa: 'یک', en: 'One' }, text: { fa: 'متن یک', en: 'Text one' }, link: '/articles' });
    await notifyUsers(getDb(), [reader.id, reader.id], { title: { fa: 'دو', en: 'Two' }, text: { fa: 'متن دو', en: 'Text two' } });
    expect(first.delivered).toBe(1);
    // Every account starts with its welcome, unread.
    expect(await countUnread(reader.id)).toBe(3);
    expect(await countUnread(other.id)).toBe(1);

    const patched = await userOne.PATCH(
      apiRequest(`/api/user/notifications/${first.id}`, { method: 'PATCH', headers: bearer(reader.token) }),
      routeParams({ id: first.id }),
    );
    expect(patched.status).toBe(200);
    expect((await json<{ data: { unread: number } }>(patched)).data.unread).toBe(2);

    const items = await userItems(reader);
    expect(items.map((item) => [item.title, item.is_read])).toEqual([
      ['Two', false],
      ['Welcome to Darvazeh', false],
      ['One', true],
    ]);
    expect(items[2]!.link).toBe('/articles');
    expect((await userItems(reader, 'fa'))[0]!.title).toBe('دو');
  });

  it("answers 404 for another user's notification and for a made-up id, 401 without a session", async () => {
    const { id } = await notifyUsers(getDb(), [reader.id], { title: { fa: 'الف', en: 'A' }, text: { fa: 'ب', en: 'B' } });
    const byOther = await userOne.PATCH(
      apiRequest(`/api/user/notifications/${id}`, { method: 'PATCH', headers: bearer(other.token) }),
      routeParams({ id }),
    );
    expect(byOther.status).toBe(404);
    expect(await countUnread(reader.id)).toBeGreaterThan(0);
    const unknown = crypto.randomUUID();
    expect(
      (await userOne.PATCH(apiRequest(`/api/user/notifications/${unknown}`, { method: 'PATCH', headers: bearer(reader.token) }), routeParams({ id: unknown })))
        .status,
    ).toBe(404);
    expect((await userList.GET(apiRequest('/api/user/notifications'), noParams)).status).toBe(401);
  });

  it('marks everything read at once; the unread count follows', async () => {
    const count = async () =>
      (await json<{ data: { unread: number } }>(await unreadCount.GET(apiRequest('/api/user/notifications/unread-count', { headers: bearer(reader.token) }), noParams)))
        .data.unread;
    expect(await count()).toBeGreaterThan(0);
    const response = await readAll.POST(apiRequest('/api/user/notifications/read-all', { method: 'POST', headers: bearer(reader.token) }), noParams);
    expect(response.status).toBe(200);
    expect(await countUnread(reader.id)).toBe(0);
    expect((await userItems(reader)).every((item) => item.is_read)).toBe(true);
    expect(await count()).toBe(0);
    expect((await unreadCount.GET(apiRequest('/api/user/notifications/unread-count'), noParams)).status).toBe(401);
  });

  it('streams the unread count as server-sent events and closes on abort', async () => {
    await notifyUsers(getDb(), [other.id], { title: { fa: 'ج', en: 'C' }, text: { fa: 'د', en: 'D' } });
    const controller = new AbortController();
    const request = new NextRequest('http://localhost:3000/api/user/notifications/stream', { headers: bearer(other.token), signal: controller.signal });
    const response = await stream.GET(request, noParams);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) text += new TextDecoder().decode((await reader.read()).value);
    };
    // The welcome and C.
    await readUntil('data: {"unread":2}');
    // A new notification on this instance is pushed without waiting for the periodic re-read.
    await notifyUsers(getDb(), [other.id], { title: { fa: 'ه', en: 'E' }, text: { fa: 'و', en: 'F' } });
    await readUntil('data: {"unread":3}');
    controller.abort();
    await reader.cancel();
    expect((await stream.GET(apiRequest('/api/user/notifications/stream'), noParams)).status).toBe(401);
  });
});

describe('notification preferences', () => {
  it('default to e-mail on, and can be turned off', async () => {
    const read = await preferences.GET(apiRequest('/api/user/notification-preferences', { headers: bearer(other.token) }), noParams);
    expect((await json<{ data: unknown }>(read)).data).toEqual({ email_on_ticket_reply: true });
    const saved = await preferences.PATCH(
      apiRequest('/api/user/notification-preferences', { method: 'PATCH', body: { email_on_ticket_reply: false }, headers: bearer(other.token) }),
      noParams,
    );
    expect(saved.status).toBe(200);
    const [row] = await getDb().select({ value: users.emailOnTicketReply }).from(users).where(eq(users.id, other.id));
    expect(row!.value).toBe(false);
    const bad = await preferences.PATCH(
      apiRequest('/api/user/notification-preferences', { method: 'PATCH', body: { email_on_ticket_reply: 'yes' }, headers: bearer(other.token) }),
      noParams,
    );
    expect(bad.status).toBe(422);
  });
});

describe('manager notifications', () => {
  it('composed to a role reaches only the holders of that role', async () => {
    const response = await compose(admin.token, { ...bilingual, audience: 'role', role_id: roleId, link: 'https://example.com/x' });
    expect(response.status).toBe(201);
    const { data } = await json<{ data: ManagerItem }>(response);
    expect(data).toMatchObject({ audience: 'role', deliveries_count: 1, read_count: 0, role: { id: roleId } });
    expect((await userItems(roleHolder)).map((item) => item.title)).toContain('Fresh news');
    expect((await userItems(reader)).map((item) => item.title)).not.toContain('Fresh news');

    const [log] = await getDb()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'notifications.create'), eq(activityLogs.resourceId, data.id)));
    expect(log?.actorId).toBe(admin.id);
  });

  it('composed to everyone reaches every account; to users only the chosen ones; read counts follow', async () => {
    const everyone = await json<{ data: ManagerItem }>(await compose(admin.token, { ...bilingual, audience: 'everyone' }));
    const total = (await getDb().select({ id: users.id }).from(users)).length;
    expect(everyone.data.deliveries_count).toBe(total);

    const chosen = await json<{ data: ManagerItem }>(await compose(admin.token, { ...bilingual, audience: 'users', user_ids: [reader.id, other.id] }));
    expect(chosen.data.deliveries_count).toBe(2);
    await userOne.PATCH(
      apiRequest(`/api/user/notifications/${chosen.data.id}`, { method: 'PATCH', headers: bearer(reader.token) }),
      routeParams({ id: chosen.data.id }),
    );
    const detail = await managerOne.GET(apiRequest(`/api/manager/notifications/${chosen.data.id}`, { headers: bearer(admin.token) }), routeParams({ id: chosen.data.id }));
    expect((await json<{ data: ManagerItem }>(detail)).data).toMatchObject({ deliveries_count: 2, read_count: 1 });
  });

  it('validates the audience and both languages', async () => {
    const missingRole = await compose(admin.token, { ...bilingual, audience: 'role' });
    expect(missingRole.status).toBe(422);
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(missingRole)).errors)).toContain('role_id');
    const noEnglish = await compose(admin.token, { title_fa: 'فقط', text_fa: 'فارسی', audience: 'everyone' });
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(noEnglish)).errors)).toEqual(expect.arrayContaining(['title_en', 'text_en']));
    const badLink = await compose(admin.token, { ...bilingual, audience: 'everyone', link: 'javascript:alert(1)' });
    expect((await json<{ errors: Record<string, string[]> }>(badLink)).errors.link).toBeDefined();
    const unknownUser = await compose(admin.token, { ...bilingual, audience: 'users', user_ids: [crypto.randomUUID()] });
    expect(unknownUser.status).toBe(422);
  });

  it('lists composed notifications only (not system ones) and deletes with a log entry', async () => {
    const list = await managerList.GET(apiRequest('/api/manager/notifications?per_page=100', { headers: bearer(admin.token) }), noParams);
    const { data, meta } = await json<{ data: ManagerItem[]; meta: { total: number } }>(list);
    expect(meta.total).toBe(3);
    const target = data[0]!;
    const removed = await managerOne.DELETE(
      apiRequest(`/api/manager/notifications/${target.id}`, { method: 'DELETE', headers: bearer(admin.token) }),
      routeParams({ id: target.id }),
    );
    expect(removed.status).toBe(204);
    const again = await managerOne.GET(apiRequest(`/api/manager/notifications/${target.id}`, { headers: bearer(admin.token) }), routeParams({ id: target.id }));
    expect(again.status).toBe(404);
    const logs = await getDb().select().from(activityLogs).where(eq(activityLogs.action, 'notifications.delete'));
    expect(logs.map((log) => log.resourceId)).toContain(target.id);
  });

  it('is closed to anonymous visitors (401) and plain users (403)', async () => {
    expect((await managerList.GET(apiRequest('/api/manager/notifications'), noParams)).status).toBe(401);
    expect((await managerList.GET(apiRequest('/api/manager/notifications', { headers: bearer(reader.token) }), noParams)).status).toBe(403);
    expect((await compose(reader.token, { ...bilingual, audience: 'everyone' })).status).toBe(403);
  });
});

describe('GET /api/manager/notifications/recipients', () => {
  it('lets a composer without users.view find people, showing only what the picker needs', async () => {
    const composer = await registerUser();
    await makeManager(composer.id, [await roleWith(['notifications.create'])]);
    const search = (token: string, term: string) =>
      recipients.GET(apiRequest(`/api/manager/notifications/recipients?search=${encodeURIComponent(term)}`, { headers: bearer(token) }), noParams);

    const response = await search(composer.token, reader.email);
    expect(response.status).toBe(200);
    const { data } = await json<{ data: Record<string, unknown>[] }>(response);
    expect(data).toHaveLength(1);
    expect(Object.keys(data[0]!).sort()).toEqual(['email', 'firstname', 'id', 'lastname', 'username']);
    expect(data[0]).toMatchObject({ id: reader.id, email: reader.email });

    expect((await search(composer.token, 'x')).status).toBe(422);
    expect((await search(reader.token, reader.email)).status).toBe(403);
    expect((await search(roleHolder.token, reader.email)).status).toBe(403);
  });
});

describe('PATCH /api/manager/notifications/{id}', () => {
  const correct = (token: string, id: string, body: unknown) =>
    managerOne.PATCH(apiRequest(`/api/manager/notifications/${id}`, { method: 'PATCH', body, headers: bearer(token) }), routeParams({ id }));

  it('corrects the text and link of a sent notification; its readers see the correction, logged', async () => {
    const sent = await json<{ data: ManagerItem }>(
      await compose(admin.token, { title_fa: 'خبر غلط', title_en: 'Wrong news', text_fa: 'متن غلط', text_en: 'Wrong text', audience: 'users', user_ids: [reader.id], link: '/wrong' }),
    );
    const response = await correct(admin.token, sent.data.id, { title_en: 'Right news', text_fa: 'متن درست', link: '/articles' });
    expect(response.status).toBe(200);
    expect((await json<{ data: { title_en: string; title_fa: string; deliveries_count: number } }>(response)).data).toMatchObject({
      title_en: 'Right news',
      title_fa: 'خبر غلط',
      deliveries_count: 1,
    });

    const english = (await userItems(reader)).find((item) => item.id === sent.data.id);
    expect(english).toMatchObject({ title: 'Right news', text: 'Wrong text', link: '/articles', is_read: false });
    const persian = (await userItems(reader, 'fa')).find((item) => item.id === sent.data.id);
    expect(persian).toMatchObject({ title: 'خبر غلط', text: 'متن درست' });

    const cleared = await correct(admin.token, sent.data.id, { link: '' });
    expect((await json<{ data: { link: string | null } }>(cleared)).data.link).toBeNull();

    const logs = await getDb()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'notifications.update'), eq(activityLogs.resourceId, sent.data.id)));
    expect(logs).toHaveLength(2);
    expect(logs[0]?.actorId).toBe(admin.id);
  });

  it('refuses empty text, unsafe links and an empty body with 422, leaving the notification as it was', async () => {
    const sent = await json<{ data: ManagerItem }>(await compose(admin.token, { ...bilingual, audience: 'users', user_ids: [other.id] }));
    const blank = await correct(admin.token, sent.data.id, { text_fa: '   ' });
    expect(blank.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(blank)).errors.text_fa).toBeDefined();
    const unsafe = await correct(admin.token, sent.data.id, { link: 'javascript:alert(1)' });
    expect((await json<{ errors: Record<string, string[]> }>(unsafe)).errors.link).toBeDefined();
    expect((await correct(admin.token, sent.data.id, {})).status).toBe(422);
    expect((await userItems(other)).find((item) => item.id === sent.data.id)).toMatchObject({ title: 'Fresh news', text: 'The news text' });
  });

  it('answers 404 for an unknown id and for a system notification, 403 without notifications.update', async () => {
    expect((await correct(admin.token, crypto.randomUUID(), { title_en: 'X' })).status).toBe(404);
    const system = await notifyUsers(getDb(), [reader.id], { title: { fa: 'سیستم', en: 'System' }, text: { fa: 'متن', en: 'Text' } });
    expect((await correct(admin.token, system.id, { title_en: 'Hijacked' })).status).toBe(404);

    await grant(roleId, ['notifications.view', 'notifications.create']);
    const sent = await json<{ data: ManagerItem }>(await compose(admin.token, { ...bilingual, audience: 'users', user_ids: [reader.id] }));
    expect((await correct(roleHolder.token, sent.data.id, { title_en: 'Not yours to fix' })).status).toBe(403);
    expect((await correct(reader.token, sent.data.id, { title_en: 'Not yours to fix' })).status).toBe(403);
    expect((await userItems(reader)).find((item) => item.id === sent.data.id)?.title).toBe('Fresh news');
  });
});
