import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as publicDetail } from '@/app/api/[type]/[slug]/route';
import * as copyRoute from '@/app/api/manager/working-copies/[kind]/[key]/route';
import { getDb } from '@/server/db/client';
import { activityLogs, contents } from '@/server/db/schema';
import { WORKING_COPY_MAX_BYTES } from '@/shared/request-body-limits';
import type { WorkingCopyView } from '@/shared/schemas/working-copies';
import { registerUser, type RegisteredUser } from '../support/accounts';
import { makeManager, roleWith, seedPermissions } from '../support/acl';
import { makeItem } from '../support/content-fixtures';
import { json, routeParams } from '../support/http';
import { as } from '../support/manager';

let editor: RegisteredUser;
let colleague: RegisteredUser;
let eventsOnly: RegisteredUser;
let updateOnly: RegisteredUser;
let reader: RegisteredUser;

const articleForm = (title: string) => ({
  status: 'draft',
  translations: { fa: { title: 'پیش‌نویس فارسی', body: '<p>متن</p>' }, en: { title, body: '<p>Text</p>' } },
});

function call(method: 'GET' | 'PUT' | 'DELETE', user: RegisteredUser | null, kind: string, key: string, body?: unknown) {
  const request = as(user, `/api/manager/working-copies/${kind}/${key}`, { method, body });
  return copyRoute[method](request, routeParams({ kind, key }));
}

async function copyOf(user: RegisteredUser, kind: string, key: string) {
  const response = await call('GET', user, kind, key);
  expect(response.status).toBe(200);
  return (await json<{ data: WorkingCopyView | null }>(response)).data;
}

beforeAll(async () => {
  await seedPermissions();
  [editor, colleague, eventsOnly, updateOnly, reader] = await Promise.all([registerUser(), registerUser(), registerUser(), registerUser(), registerUser()]);
  const articleEditors = await roleWith(['articles.view', 'articles.create', 'articles.update', 'events.create', 'events.update']);
  await makeManager(editor.id, [articleEditors]);
  await makeManager(colleague.id, [articleEditors]);
  await makeManager(eventsOnly.id, [await roleWith(['events.view', 'events.create', 'events.update'])]);
  await makeManager(updateOnly.id, [await roleWith(['articles.view', 'articles.update'])]);
});

describe('PUT|GET|DELETE /api/manager/working-copies/{kind}/{key}', () => {
  it('keeps, replaces, answers and drops the caller\u2019s own copy of an item', async () => {
    const id = randomUUID();
    expect(await copyOf(editor, 'articles', id)).toBeNull();

    const first = await call('PUT', editor, 'articles', id, { payload: articleForm('First words') });
    expect(first.status).toBe(200);
    const savedAt = (await json<{ data: { updated_at: string } }>(first)).data.updated_at;
    expect(Number.isNaN(Date.parse(savedAt))).toBe(false);

    await call('PUT', editor, 'articles', id, { payload: articleForm('Second words') });
    const kept = await copyOf(editor, 'articles', id);
    expect(kept).toMatchObject({ kind: 'articles', item_key: id, payload: articleForm('Second words') });
    expect(Date.parse(kept!.updated_at)).toBeGreaterThanOrEqual(Date.parse(savedAt));

    const dropped = await call('DELETE', editor, 'articles', id);
    expect(dropped.status).toBe(204);
    expect(await copyOf(editor, 'articles', id)).toBeNull();
    // Dropping what is already gone is not an error: a real save deletes the copy whether or not one was kept.
    expect((await call('DELETE', editor, 'articles', id)).status).toBe(204);
  });

  it('keeps one copy per kind of a form never saved, under the key "new"', async () => {
    await call('PUT', editor, 'articles', 'new', { payload: articleForm('A new article') });
    await call('PUT', editor, 'events', 'new', { payload: { title_en: 'A new event' } });
    expect((await copyOf(editor, 'articles', 'new'))?.payload).toEqual(articleForm('A new article'));
    expect((await copyOf(editor, 'events', 'new'))?.payload).toEqual({ title_en: 'A new event' });
  });

  it('shows nobody else\u2019s copy: another editor of the same item has their own', async () => {
    const id = randomUUID();
    await call('PUT', editor, 'articles', id, { payload: articleForm('Mine') });
    expect(await copyOf(colleague, 'articles', id)).toBeNull();

    await call('PUT', colleague, 'articles', id, { payload: articleForm('Theirs') });
    await call('DELETE', colleague, 'articles', id);
    expect((await copyOf(editor, 'articles', id))?.payload).toEqual(articleForm('Mine'));
  });

  it('refuses a reader, a manager without the type\u2019s rights, and one who may edit but not create', async () => {
    const id = randomUUID();
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const body = method === 'PUT' ? { payload: {} } : undefined;
      expect((await call(method, null, 'articles', id, body)).status).toBe(401);
      expect((await call(method, reader, 'articles', id, body)).status).toBe(403);
      expect((await call(method, eventsOnly, 'articles', id, body)).status).toBe(403);
    }
    expect((await call('PUT', eventsOnly, 'events', id, { payload: { title_en: 'x' } })).status).toBe(200);
    expect((await call('PUT', updateOnly, 'articles', id, { payload: articleForm('Edit') })).status).toBe(200);
    expect((await call('PUT', updateOnly, 'articles', 'new', { payload: articleForm('Create') })).status).toBe(403);
  });

  it('answers bad input with 4xx: an unknown kind or key, a payload that is not an object or is too large', async () => {
    const id = randomUUID();
    expect((await call('PUT', editor, 'widgets', id, { payload: {} })).status).toBe(404);
    expect((await call('GET', editor, 'articles', 'not-an-id')).status).toBe(404);
    expect((await call('PUT', editor, 'articles', id, { payload: 'text' })).status).toBe(422);
    expect((await call('PUT', editor, 'articles', id, {})).status).toBe(422);

    const tooLarge = await call('PUT', editor, 'articles', id, { payload: { body: 'ب'.repeat(WORKING_COPY_MAX_BYTES / 2 + 1) } });
    expect(tooLarge.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(tooLarge)).errors.payload?.[0]).toMatch(/too large/);
    expect(await copyOf(editor, 'articles', id)).toBeNull();
  });

  it('leaves the published item, its public page and the activity log as they were', async () => {
    const item = await makeItem({ en: { title: 'Published words', slug: 'published-words-autosave', body: '<p>Live text</p>' } });
    const page = () => publicDetail(as(null, '/api/articles/published-words-autosave'), routeParams({ type: 'articles', slug: 'published-words-autosave' }));
    const [rowBefore] = await getDb().select().from(contents).where(eq(contents.id, item.id));
    const pageBefore = await json(await page());

    const saved = await call('PUT', editor, 'articles', item.id, { payload: articleForm('Unpublished rewrite') });
    expect(saved.status).toBe(200);

    const pageAfter = await page();
    expect(pageAfter.status).toBe(200);
    expect(await json(pageAfter)).toEqual(pageBefore);
    expect(JSON.stringify(pageBefore)).not.toContain('Unpublished rewrite');
    const [rowAfter] = await getDb().select().from(contents).where(eq(contents.id, item.id));
    expect(rowAfter).toEqual(rowBefore);
    // Only the item's own creation is logged: the autosave wrote no entry.
    const logged = await getDb().select({ action: activityLogs.action }).from(activityLogs).where(eq(activityLogs.resourceId, item.id));
    expect(logged).toEqual([{ action: 'articles.create' }]);
  });
});
