import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as managerGuide, PATCH as patchGuide } from '@/app/api/manager/where-to-start/[id]/route';
import { POST as addItemRoute } from '@/app/api/manager/where-to-start/[id]/items/route';
import { DELETE as removeItemRoute } from '@/app/api/manager/where-to-start/[id]/items/[itemId]/route';
import { PUT as orderRoute } from '@/app/api/manager/where-to-start/[id]/items/order/route';
import { GET as managerList, POST as createGuideRoute } from '@/app/api/manager/where-to-start/route';
import { GET as userGuide } from '@/app/api/user/where-to-start/[id]/route';
import { GET as userGuides } from '@/app/api/user/where-to-start/route';
import { getDb } from '@/server/db/client';
import { activityLogs } from '@/server/db/schema';
import { deleteContent } from '@/server/services/content';
import type { ManagedGuide, ManagedGuideDetail, UserGuide, UserGuideDetail } from '@/shared/schemas/where-to-start';
import { systemWriter } from '@/server/services/context';
import { bearer, noParams, registerUser, type RegisteredUser } from '../support/accounts';
import { makeSuperManager } from '../support/acl';
import { makeItem } from '../support/content-fixtures';
import { engage } from '../support/engagement';
import { apiRequest, json, routeParams } from '../support/http';
import { countQueries } from '../support/query-counter';

let reader: RegisteredUser;
let editor: RegisteredUser;
let items: Awaited<ReturnType<typeof makeItem>>[];

const asEditor = () => bearer(editor.token);

async function createGuide(body: Record<string, unknown>): Promise<ManagedGuide> {
  const response = await createGuideRoute(apiRequest('/api/manager/where-to-start', { method: 'POST', body, headers: asEditor() }), noParams);
  expect(response.status).toBe(201);
  return (await json<{ data: ManagedGuide }>(response)).data;
}

async function addItem(id: string, body: Record<string, unknown>) {
  return addItemRoute(apiRequest(`/api/manager/where-to-start/${id}/items`, { method: 'POST', body, headers: asEditor() }), routeParams({ id }));
}

async function guideOf(id: string, token = reader.token, locale: 'fa' | 'en' = 'en') {
  const response = await userGuide(apiRequest(`/api/user/where-to-start/${id}`, { headers: bearer(token), locale }), routeParams({ id }));
  return { status: response.status, body: response.ok ? (await json<{ data: UserGuideDetail }>(response)).data : null };
}

async function listFor(token = reader.token) {
  const response = await userGuides(apiRequest('/api/user/where-to-start', { headers: bearer(token) }), noParams);
  expect(response.status).toBe(200);
  return (await json<{ data: UserGuide[] }>(response)).data;
}

async function publishedGuide(): Promise<ManagedGuideDetail> {
  const guide = await createGuide({ title_fa: 'شروع با متاورس', title_en: 'Start with metaverses', status: 'published' });
  let detail: ManagedGuideDetail | undefined;
  for (const [index, item] of items.entries()) {
    const response = await addItem(guide.id, { content_id: item.id, note_en: `Step note ${index}`, note_fa: `یادداشت ${index}` });
    expect(response.status).toBe(201);
    detail = (await json<{ data: ManagedGuideDetail }>(response)).data;
  }
  return detail!;
}

beforeAll(async () => {
  [reader, editor] = await Promise.all([registerUser(), registerUser()]);
  await makeSuperManager(editor.id);
  items = [
    await makeItem({ en: { title: 'What is a metaverse' }, fa: { title: 'متاورس چیست' } }),
    await makeItem({ type: 'podcasts', en: { title: 'Episode: wallets' }, fa: { title: 'قسمت کیف پول' } }),
    await makeItem({ type: 'books', en: { title: 'The land book' }, fa: { title: 'کتاب زمین' } }),
  ];
});

describe('manager /api/manager/where-to-start', () => {
  it('creates a guide, appends items in order with notes, and logs every write', async () => {
    const detail = await publishedGuide();
    expect(detail.items.map((item) => item.content_id)).toEqual(items.map((item) => item.id));
    expect(detail.items.map((item) => item.position)).toEqual([0, 1, 2]);
    expect(detail.items[1]).toMatchObject({ type: 'podcasts', title: 'Episode: wallets', note_en: 'Step note 1' });
    const logs = await getDb().select().from(activityLogs).where(eq(activityLogs.resourceId, detail.id));
    expect(logs.map((log) => log.action).sort()).toEqual(['where-to-start.create', ...items.map(() => 'where-to-start.update')].sort());

    const listed = await managerList(apiRequest('/api/manager/where-to-start?search=metaverses', { headers: asEditor() }), noParams);
    expect((await json<{ data: ManagedGuide[] }>(listed)).data.map((guide) => guide.id)).toContain(detail.id);
  });

  it('rejects an unknown content id (422) and answers 404 for an unknown guide', async () => {
    const guide = await createGuide({ title_fa: 'الف', title_en: 'A' });
    expect((await addItem(guide.id, { content_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(422);
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect((await addItem(unknown, { content_id: items[0]!.id })).status).toBe(404);
  });

  it('reorders with every item id exactly once, and refuses partial, repeated or foreign lists', async () => {
    const detail = await publishedGuide();
    const [a, b, c] = detail.items.map((item) => item.id) as [string, string, string];
    const put = (body: unknown) =>
      orderRoute(apiRequest(`/api/manager/where-to-start/${detail.id}/items/order`, { method: 'PUT', body, headers: asEditor() }), routeParams({ id: detail.id }));
    expect((await put({ items: [c, a] })).status).toBe(422);
    expect((await put({ items: [c, a, a] })).status).toBe(422);
    expect((await put({ items: [c, a, '00000000-0000-4000-8000-000000000000'] })).status).toBe(422);
    const answer = await put({ items: [c, a, b] });
    expect(answer.status).toBe(200);
    expect((await json<{ data: ManagedGuideDetail }>(answer)).data.items.map((item) => item.id)).toEqual([c, a, b]);
    const user = await guideOf(detail.id);
    expect(user.body!.items.map((item) => item.id)).toEqual([c, a, b]);
  });

  it('removes an item, and 404 for an item of another guide', async () => {
    const detail = await publishedGuide();
    const other = await publishedGuide();
    const remove = (guideId: string, itemId: string) =>
      removeItemRoute(
        apiRequest(`/api/manager/where-to-start/${guideId}/items/${itemId}`, { method: 'DELETE', headers: asEditor() }),
        routeParams({ id: guideId, itemId }),
      );
    expect((await remove(detail.id, other.items[0]!.id)).status).toBe(404);
    const answer = await remove(detail.id, detail.items[0]!.id);
    expect(answer.status).toBe(200);
    expect((await json<{ data: ManagedGuideDetail }>(answer)).data.items).toHaveLength(2);
  });
});

describe('user /api/user/where-to-start', () => {
  it('derives progress and the next step from the user’s checks, in one grouped query for the list', async () => {
    const detail = await publishedGuide();
    let guide = (await guideOf(detail.id)).body!;
    expect(guide.progress).toEqual({ checked: 0, total: 3 });
    expect(guide.next?.content.id).toBe(items[0]!.id);
    expect(guide.items[0]).toMatchObject({ note: 'Step note 0', checked: false });
    expect(guide.items[0]!.content).toMatchObject({ type: 'articles', title: 'What is a metaverse' });

    await engage('POST', { kind: 'checks', type: 'articles', id: items[0]!.id, headers: bearer(reader.token) });
    await engage('POST', { kind: 'checks', type: 'books', id: items[2]!.id, headers: bearer(reader.token) });
    guide = (await guideOf(detail.id)).body!;
    expect(guide.progress).toEqual({ checked: 2, total: 3 });
    expect(guide.items.map((item) => item.checked)).toEqual([true, false, true]);
    expect(guide.next?.content.id).toBe(items[1]!.id);

    const { result, queries } = await countQueries(getDb(), () => listFor());
    expect(result.find((one) => one.id === detail.id)?.progress).toEqual({ checked: 2, total: 3 });
    expect(queries).toBeLessThanOrEqual(3);

    // Another user's checks are not this user's progress.
    const stranger = await registerUser();
    expect((await listFor(stranger.token)).find((one) => one.id === detail.id)?.progress).toEqual({ checked: 0, total: 3 });

    await engage('POST', { kind: 'checks', type: 'podcasts', id: items[1]!.id, headers: bearer(reader.token) });
    guide = (await guideOf(detail.id)).body!;
    expect(guide.next).toBeNull();
    expect(guide.progress).toEqual({ checked: 3, total: 3 });
  });

  it('answers in the request language and hides drafts (404)', async () => {
    const detail = await publishedGuide();
    const fa = await guideOf(detail.id, reader.token, 'fa');
    expect(fa.body).toMatchObject({ title: 'شروع با متاورس' });
    expect(fa.body!.items[0]!.note).toBe('یادداشت 0');
    await patchGuide(
      apiRequest(`/api/manager/where-to-start/${detail.id}`, { method: 'PATCH', body: { status: 'draft' }, headers: asEditor() }),
      routeParams({ id: detail.id }),
    );
    expect((await guideOf(detail.id)).status).toBe(404);
    expect((await listFor()).map((guide) => guide.id)).not.toContain(detail.id);
  });

  it('drops a deleted library item from the guide and its progress without errors', async () => {
    const doomed = await makeItem({ en: { title: 'Soon gone' } });
    const guide = await createGuide({ title_fa: 'ب', title_en: 'B', status: 'published' });
    await addItem(guide.id, { content_id: items[0]!.id });
    await addItem(guide.id, { content_id: doomed.id });
    expect((await guideOf(guide.id)).body!.progress.total).toBe(2);
    await deleteContent({ type: 'articles', id: doomed.id, by: systemWriter() });
    const after = await guideOf(guide.id);
    expect(after.status).toBe(200);
    expect(after.body!.items.map((item) => item.content.id)).toEqual([items[0]!.id]);
    expect((await listFor()).find((one) => one.id === guide.id)?.progress.total).toBe(1);
    const managed = await managerGuide(apiRequest(`/api/manager/where-to-start/${guide.id}`, { headers: asEditor() }), routeParams({ id: guide.id }));
    expect((await json<{ data: ManagedGuideDetail }>(managed)).data.items).toHaveLength(1);
  });
});
