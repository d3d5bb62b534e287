import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from '@/app/api/manager/contacts/[id]/route';
import { GET as listRoute } from '@/app/api/manager/contacts/route';
import { getDb } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import type { ContactMessageView } from '@/shared/schemas/community';
import type { RegisteredUser } from '../support/accounts';
import { json, routeParams } from '../support/http';
import { activityOf, as, idParam, managerCast, type ManagerCast } from '../support/manager';

let cast: ManagerCast;
let first: string;
let second: string;

const list = async (query: string, user: RegisteredUser | null = cast.boss) =>
  listRoute(as(user, `/api/manager/contacts?${query}`), routeParams({}));
const patch = (id: string, body: unknown, user: RegisteredUser | null = cast.boss) =>
  patchRoute(as(user, `/api/manager/contacts/${id}`, { method: 'PATCH', body }), idParam(id));

beforeAll(async () => {
  cast = await managerCast(['contacts.view']);
  const rows = await getDb()
    .insert(contactMessages)
    .values([
      { fullName: 'Sara Ahmadi', email: 'sara@example.com', title: 'Partnership', text: 'We would like to sponsor an event.', locale: 'en', createdAt: new Date('2025-01-01T10:00:00Z') },
      { fullName: 'رضا کریمی', email: 'reza@example.com', title: 'مشکل ورود', text: 'نمی‌توانم وارد شوم.', locale: 'fa', createdAt: new Date('2025-01-02T10:00:00Z') },
    ])
    .returning();
  [first, second] = rows.map((row) => row.id) as [string, string];
});

describe('contact messages in the manager panel', () => {
  it('lists newest first, searches and filters on handled', async () => {
    const all = await json<{ data: ContactMessageView[]; meta: { total: number } }>(await list(''));
    expect(all.data.map((message) => message.id)).toEqual([second, first]);
    expect((await json<{ data: ContactMessageView[] }>(await list('search=sponsor'))).data.map((m) => m.id)).toEqual([first]);
    expect((await json<{ data: ContactMessageView[] }>(await list('search=ورود'))).data.map((m) => m.id)).toEqual([second]);
    expect((await list('handled=maybe')).status).toBe(422);
  });

  it('marks a message handled by the caller, logs it, and can undo it', async () => {
    expect((await patch(first, { handled: 'yes' })).status).toBe(422);
    expect((await patch(first, { handled: true }, cast.limited)).status).toBe(403);
    const response = await patch(first, { handled: true });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: ContactMessageView }>(response);
    expect(data.handled_at).not.toBeNull();
    expect(data.handled_by).toEqual({ id: cast.boss.id, username: cast.boss.username });
    expect(await activityOf('contacts.handle', first)).toHaveLength(1);

    // Unhandled ones come first; the filter splits them.
    expect((await json<{ data: ContactMessageView[] }>(await list(''))).data.map((m) => m.id)).toEqual([second, first]);
    expect((await json<{ data: ContactMessageView[] }>(await list('handled=true'))).data.map((m) => m.id)).toEqual([first]);
    expect((await json<{ data: ContactMessageView[] }>(await list('handled=false'))).data.map((m) => m.id)).toEqual([second]);

    const undone = await json<{ data: ContactMessageView }>(await patch(first, { handled: false }));
    expect(undone.data).toMatchObject({ handled_at: null, handled_by: null });
    expect(await activityOf('contacts.unhandle', first)).toHaveLength(1);
  });

  it('shows one message; 404 for an unknown one', async () => {
    const response = await getRoute(as(cast.limited, `/api/manager/contacts/${second}`), idParam(second));
    expect((await json<{ data: ContactMessageView }>(response)).data).toMatchObject({ full_name: 'رضا کریمی', locale: 'fa' });
    const missing = crypto.randomUUID();
    expect((await getRoute(as(cast.boss, `/api/manager/contacts/${missing}`), idParam(missing))).status).toBe(404);
    expect((await patch(missing, { handled: true })).status).toBe(404);
  });

  it('deletes a message with contacts.delete and logs it', async () => {
    const remove = (user: RegisteredUser | null) => deleteRoute(as(user, `/api/manager/contacts/${second}`, { method: 'DELETE' }), idParam(second));
    expect((await remove(null)).status).toBe(401);
    expect((await remove(cast.plain)).status).toBe(403);
    expect((await remove(cast.limited)).status).toBe(403);
    expect((await remove(cast.boss)).status).toBe(204);
    expect(await activityOf('contacts.delete', second)).toHaveLength(1);
    expect((await remove(cast.boss)).status).toBe(404);
  });

  it('is 401 anonymous and 403 for a plain user', async () => {
    expect((await list('', null)).status).toBe(401);
    expect((await list('', cast.plain)).status).toBe(403);
  });
});
