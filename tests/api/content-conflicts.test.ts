import { beforeAll, describe, expect, it } from 'vitest';
import * as typeItem from '@/app/api/manager/[type]/[id]/route';
import * as presenceRoute from '@/app/api/manager/[type]/[id]/presence/route';
import * as typeCollection from '@/app/api/manager/[type]/route';
import { GET as openApi } from '@/app/api/openapi.json/route';
import { getContentForEditing } from '@/server/services/content';
import type { VersionConflict } from '@/shared/schemas/content-revisions';
import { noParams, registerUser, type RegisteredUser } from '../support/accounts';
import { makeManager, roleWith } from '../support/acl';
import { forType, json, routeParams } from '../support/http';
import { as, managerCast, type ManagerCast } from '../support/manager';

let cast: ManagerCast;
let second: RegisteredUser;

beforeAll(async () => {
  cast = await managerCast();
  second = await registerUser({ firstname: 'Shirin', lastname: 'Editor' });
  await makeManager(second.id, [await roleWith(['articles.view', 'articles.update'])]);
});

const collection = forType(typeCollection, 'articles');
const item = forType(typeItem, 'articles');
const presence = forType(presenceRoute, 'articles');

async function createArticle(): Promise<{ id: string; version: number }> {
  const response = await collection.POST(
    as(cast.boss, '/api/manager/articles', { method: 'POST', body: { status: 'draft', translations: { en: { title: 'Shared draft', body: '<p>One</p>' } } } }),
    noParams,
  );
  expect(response.status).toBe(201);
  return (await json<{ data: { id: string; version: number } }>(response)).data;
}

function save(user: RegisteredUser, id: string, body: object) {
  return item.PATCH(as(user, `/api/manager/articles/${id}`, { method: 'PATCH', body }), routeParams({ id }));
}

describe('saving against a version', () => {
  it('answers the version with the editing load and each save, and a save from the current version goes through', async () => {
    const { id, version } = await createArticle();
    expect(version).toBe(1);
    const loaded = await item.GET(as(cast.boss, `/api/manager/articles/${id}`), routeParams({ id }));
    expect((await json<{ data: { version: number } }>(loaded)).data.version).toBe(1);
    const saved = await save(cast.boss, id, { version: 1, translations: { en: { title: 'Shared draft, edited' } } });
    expect(saved.status).toBe(200);
    expect((await json<{ data: { version: number } }>(saved)).data.version).toBe(2);
  });

  it('answers a save from an older version with 409, naming who saved the newer one and when, and changes nothing', async () => {
    const { id } = await createArticle();
    expect((await save(second, id, { version: 1, translations: { en: { title: 'Saved by Shirin', body: '<p>Hers</p>' } } })).status).toBe(200);

    const stale = await save(cast.boss, id, { version: 1, translations: { en: { title: 'Saved by the boss', body: '<p>His</p>' } } });
    expect(stale.status).toBe(409);
    const body = await json<{ message: string; conflict: VersionConflict }>(stale);
    expect(body.message).toEqual(expect.any(String));
    expect(body.conflict).toMatchObject({ version: 2, saved_by: { id: second.id, name: 'Shirin Editor' } });
    expect(Date.now() - Date.parse(body.conflict.saved_at)).toBeLessThan(60_000);
    expect((await getContentForEditing('articles', id)).translations.en?.title).toBe('Saved by Shirin');

    // Keeping mine is a deliberate save over the newer version, sending that version.
    const kept = await save(cast.boss, id, { version: body.conflict.version, translations: { en: { title: 'Saved by the boss', body: '<p>His</p>' } } });
    expect(kept.status).toBe(200);
    expect((await getContentForEditing('articles', id)).translations.en?.title).toBe('Saved by the boss');
  });

  it('lets only one of two saves sent at once from the same version through', async () => {
    const { id } = await createArticle();
    const statuses = await Promise.all(
      ['First racer', 'Second racer'].map(async (title, index) =>
        (await save(index === 0 ? cast.boss : second, id, { version: 1, translations: { en: { title } } })).status,
      ),
    );
    expect(statuses.sort()).toEqual([200, 409]);
    expect((await getContentForEditing('articles', id)).version).toBe(2);
  });

  it('answers the conflict in the reader\'s language', async () => {
    const { id } = await createArticle();
    await save(cast.boss, id, { version: 1, status: 'draft' });
    const stale = await item.PATCH(as(cast.boss, `/api/manager/articles/${id}`, { method: 'PATCH', body: { version: 1 }, locale: 'fa' }), routeParams({ id }));
    expect(stale.status).toBe(409);
    expect((await json<{ message: string }>(stale)).message).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a save without a version, or with one that is no number, as a bad request (400)', async () => {
    const { id } = await createArticle();
    for (const body of [{ translations: { en: { title: 'No version' } } }, { version: 'latest' }, { version: 0 }]) {
      const response = await save(cast.boss, id, body);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ message: expect.any(String) });
    }
    expect((await getContentForEditing('articles', id)).version).toBe(1);
  });

  it('documents the version and the 409 in the OpenAPI document', async () => {
    const document = await json<{ paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: { required: string[] } }> }; responses: Record<string, { content: Record<string, { schema: { properties: Record<string, unknown> } }> }> }>> }>(
      await openApi(),
    );
    const update = document.paths['/api/manager/articles/{id}']!.patch!;
    expect(update.requestBody.content['application/json']!.schema.required).toContain('version');
    expect(Object.keys(update.responses)).toEqual(expect.arrayContaining(['400', '409']));
    expect(update.responses['409']!.content['application/json']!.schema.properties).toHaveProperty('conflict');
  });
});

describe('who else is editing', () => {
  const beat = (user: RegisteredUser, id: string) =>
    presence.POST(as(user, `/api/manager/articles/${id}/presence`, { method: 'POST' }), routeParams({ id }));

  it('tells each editor of an item about the others, and forgets one who leaves', async () => {
    const { id } = await createArticle();
    const alone = await beat(cast.boss, id);
    expect(alone.status).toBe(200);
    expect((await json<{ data: { editors: unknown[] } }>(alone)).data.editors).toEqual([]);

    const seen = await json<{ data: { editors: { id: string; name: string }[] } }>(await beat(second, id));
    expect(seen.data.editors).toEqual([{ id: cast.boss.id, name: expect.any(String) }]);
    const seenBack = await json<{ data: { editors: { id: string; name: string }[] } }>(await beat(cast.boss, id));
    expect(seenBack.data.editors).toEqual([{ id: second.id, name: 'Shirin Editor' }]);

    const left = await presence.DELETE(as(second, `/api/manager/articles/${id}/presence`, { method: 'DELETE' }), routeParams({ id }));
    expect(left.status).toBe(204);
    expect((await json<{ data: { editors: unknown[] } }>(await beat(cast.boss, id))).data.editors).toEqual([]);
  });

  it('refuses a reader and a manager without the update right', async () => {
    const { id } = await createArticle();
    expect((await beat(cast.plain, id)).status).toBe(403);
    expect((await beat(cast.limited, id)).status).toBe(403);
  });
});
