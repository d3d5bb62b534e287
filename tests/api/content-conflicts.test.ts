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

  it('answers a save from an older version that changed the same fields with 409, naming who saved, when and which fields, and changes nothing', async () => {
    const { id } = await createArticle();
    expect((await save(second, id, { version: 1, translations: { en: { title: 'Saved by Shirin', body: '<p>Hers</p>' } } })).status).toBe(200);

    const stale = await save(cast.boss, id, { version: 1, translations: { en: { title: 'Saved by the boss', body: '<p>His</p>' } } });
    expect(stale.status).toBe(409);
    const body = await json<{ message: string; conflict: VersionConflict }>(stale);
    expect(body.message).toEqual(expect.any(String));
    expect(body.conflict).toMatchObject({ version: 2, saved_by: { id: second.id, name: 'Shirin Editor' } });
    expect(body.conflict.fields.sort()).toEqual(['translations.en.body', 'translations.en.title']);
    expect(body.conflict.theirs).toEqual({ 'translations.en.title': 'Saved by Shirin', 'translations.en.body': '<p>Hers</p>' });
    expect(Date.now() - Date.parse(body.conflict.saved_at)).toBeLessThan(60_000);
    expect((await getContentForEditing('articles', id)).translations.en?.title).toBe('Saved by Shirin');

    // Keeping mine is a deliberate save over the newer version, sending that version.
    const kept = await save(cast.boss, id, { version: body.conflict.version, translations: { en: { title: 'Saved by the boss', body: '<p>His</p>' } } });
    expect(kept.status).toBe(200);
    expect((await getContentForEditing('articles', id)).translations.en?.title).toBe('Saved by the boss');
  });

  it('lets only one of two saves sent at once from the same version through when they change the same field', async () => {
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
    await save(cast.boss, id, { version: 1, status: 'draft', translations: { en: { title: 'First', body: '<p>One</p>' } } });
    const stale = await item.PATCH(
      as(cast.boss, `/api/manager/articles/${id}`, { method: 'PATCH', body: { version: 1, translations: { en: { title: 'Second', body: '<p>One</p>' } } }, locale: 'fa' }),
      routeParams({ id }),
    );
    expect(stale.status).toBe(409);
    expect((await json<{ message: string }>(stale)).message).toMatch(/[\u0600-\u06FF]/);
  });

  it('applies a save without a version as sent, as integrations do, and refuses a version that is no positive number (400)', async () => {
    const { id } = await createArticle();
    await save(second, id, { version: 1, translations: { en: { title: 'Shirin\'s title', body: '<p>One</p>' } } });
    const statusOnly = await save(cast.boss, id, { status: 'published' });
    expect(statusOnly.status).toBe(200);
    const stored = await getContentForEditing('articles', id);
    expect(stored).toMatchObject({ status: 'published', version: 3 });
    expect(stored.translations.en?.title).toBe('Shirin\'s title');

    for (const body of [{ version: 'latest' }, { version: 0 }, { version: 3, overwrite: 'translations.en.title' }]) {
      const response = await save(cast.boss, id, body);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ message: expect.any(String) });
    }
    expect((await getContentForEditing('articles', id)).version).toBe(3);
  });

  it('documents the optional version and the 409 with its fields in the OpenAPI document', async () => {
    const document = await json<{ paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: { required?: string[]; properties: Record<string, unknown> } }> }; responses: Record<string, { content: Record<string, { schema: { properties: Record<string, { properties?: Record<string, unknown> }> } }> }> }>> }>(
      await openApi(),
    );
    const update = document.paths['/api/manager/articles/{id}']!.patch!;
    const request = update.requestBody.content['application/json']!.schema;
    expect(request.properties).toHaveProperty('version');
    expect(request.required ?? []).not.toContain('version');
    expect(Object.keys(update.responses)).toEqual(expect.arrayContaining(['400', '409']));
    expect(update.responses['409']!.content['application/json']!.schema.properties.conflict!.properties).toHaveProperty('fields');
  });
});

describe('merging saves from an older version', () => {
  async function createBilingual(): Promise<string> {
    const response = await collection.POST(
      as(cast.boss, '/api/manager/articles', {
        method: 'POST',
        body: {
          status: 'draft',
          translations: { fa: { title: 'پیش‌نویس مشترک', body: '<p>متن</p>' }, en: { title: 'Shared draft', body: '<p>Text</p>' } },
        },
      }),
      noParams,
    );
    return (await json<{ data: { id: string } }>(response)).data.id;
  }

  type Texts = { title: string; slug?: string; excerpt: string; body: string };
  type EditorForm = {
    version: number;
    status: string;
    published_at: string | null;
    category_id: string | null;
    tag_ids: string[];
    cover_id: string | null;
    attributes: Record<string, unknown>;
    translations: { fa: Texts | null; en: Texts | null };
  };

  /** The whole form as the editor sends it, from the item it loaded, with `edit` applied. */
  async function formOf(id: string, edit: (form: EditorForm & { translations: { fa: Texts; en: Texts } }) => void) {
    const loaded = await getContentForEditing('articles', id);
    const form: EditorForm & { translations: { fa: Texts; en: Texts } } = {
      version: loaded.version,
      status: loaded.status,
      published_at: loaded.published_at,
      category_id: loaded.category_id,
      tag_ids: loaded.tag_ids,
      cover_id: loaded.cover_id,
      attributes: loaded.attributes,
      translations: {
        fa: { title: loaded.translations.fa!.title, slug: loaded.translations.fa!.slug, excerpt: loaded.translations.fa!.excerpt, body: loaded.translations.fa!.body },
        en: { title: loaded.translations.en!.title, slug: loaded.translations.en!.slug, excerpt: loaded.translations.en!.excerpt, body: loaded.translations.en!.body },
      },
    };
    edit(form);
    return form;
  }

  it('keeps both titles when one manager changes the Persian and another the English, both from the same version', async () => {
    const id = await createBilingual();
    const onPhone = await formOf(id, (form) => (form.translations.fa.title = 'عنوان تازهٔ فارسی'));
    const onDesktop = await formOf(id, (form) => (form.translations.en.title = 'A new English title'));
    expect((await save(second, id, onPhone)).status).toBe(200);

    const merged = await save(cast.boss, id, onDesktop);
    expect(merged.status).toBe(200);
    expect((await json<{ data: { version: number } }>(merged)).data.version).toBe(3);
    const stored = await getContentForEditing('articles', id);
    expect(stored.translations.fa?.title).toBe('عنوان تازهٔ فارسی');
    expect(stored.translations.en?.title).toBe('A new English title');
    expect(stored.translations.en?.body).toBe('<p>Text</p>');
  });

  it('merges different fields of one language, and other fields (the status, an attribute), into one new version', async () => {
    const id = await createBilingual();
    const first = await formOf(id, (form) => {
      form.translations.en.body = '<p>A longer English text.</p>';
      form.attributes = { ...form.attributes, reading_time: 7 };
    });
    const later = await formOf(id, (form) => {
      form.translations.en.excerpt = 'A summary';
      form.status = 'published';
    });
    expect((await save(second, id, first)).status).toBe(200);
    expect((await save(cast.boss, id, later)).status).toBe(200);
    const stored = await getContentForEditing('articles', id);
    expect(stored).toMatchObject({ status: 'published', version: 3, attributes: expect.objectContaining({ reading_time: 7 }) });
    expect(stored.translations.en).toMatchObject({ body: '<p>A longer English text.</p>', excerpt: 'A summary', title: 'Shared draft' });
  });

  it('does not count the same change made on both sides as a conflict', async () => {
    const id = await createBilingual();
    const mine = await formOf(id, (form) => (form.translations.en.title = 'Agreed title'));
    expect((await save(second, id, mine)).status).toBe(200);
    expect((await save(cast.boss, id, mine)).status).toBe(200);
    expect((await getContentForEditing('articles', id)).translations.en?.title).toBe('Agreed title');
  });

  it('names only the field both changed, and keeps mine there on purpose with the rest of theirs merged', async () => {
    const id = await createBilingual();
    const theirs = await formOf(id, (form) => {
      form.translations.fa.title = 'عنوان آن‌ها';
      form.translations.en.title = 'Their English title';
    });
    const mine = await formOf(id, (form) => {
      form.translations.en.title = 'My English title';
      form.translations.en.excerpt = 'My summary';
    });
    expect((await save(second, id, theirs)).status).toBe(200);

    const refused = await save(cast.boss, id, mine);
    expect(refused.status).toBe(409);
    const { conflict } = await json<{ conflict: VersionConflict }>(refused);
    expect(conflict.fields).toEqual(['translations.en.title']);
    expect(conflict.theirs).toEqual({ 'translations.en.title': 'Their English title' });
    expect((await getContentForEditing('articles', id)).translations.en?.excerpt).toBe('');

    // Keep mine on that field only: the rest of their save stays.
    expect((await save(cast.boss, id, { ...mine, overwrite: conflict.fields })).status).toBe(200);
    const stored = await getContentForEditing('articles', id);
    expect(stored.translations.en).toMatchObject({ title: 'My English title', excerpt: 'My summary' });
    expect(stored.translations.fa?.title).toBe('عنوان آن‌ها');
  });

  it('conflicts on a language one removed and the other edited', async () => {
    const id = await createBilingual();
    const removal = await formOf(id, () => undefined);
    (removal as EditorForm).translations.fa = null;
    const edit = await formOf(id, (form) => (form.translations.fa.title = 'عنوان دیگر'));
    expect((await save(second, id, edit)).status).toBe(200);
    const refused = await save(cast.boss, id, removal);
    expect(refused.status).toBe(409);
    expect((await json<{ conflict: VersionConflict }>(refused)).conflict.fields).toEqual(expect.arrayContaining(['translations.fa.title']));
    expect((await getContentForEditing('articles', id)).translations.fa?.title).toBe('عنوان دیگر');
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
