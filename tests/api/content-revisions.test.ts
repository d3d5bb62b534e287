import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as typeItem from '@/app/api/manager/[type]/[id]/route';
import * as typeBulk from '@/app/api/manager/[type]/bulk/route';
import * as typeCollection from '@/app/api/manager/[type]/route';
import * as compareRoute from '@/app/api/manager/[type]/[id]/revisions/compare/route';
import * as restoreRoute from '@/app/api/manager/[type]/[id]/revisions/[version]/restore/route';
import * as revisionsRoute from '@/app/api/manager/[type]/[id]/revisions/route';
import { resetEnvForTests } from '@/env';
import { getDb } from '@/server/db/client';
import { contentRevisions } from '@/server/db/schema';
import { getContentForEditing } from '@/server/services/content';
import type { RevisionComparison, RevisionListResult, RestoreResult } from '@/shared/schemas/content-revisions';
import { noParams, registerUser, type RegisteredUser } from '../support/accounts';
import { makeManager, roleWith } from '../support/acl';
import { withVersion } from '../support/content-versions';
import { forType, json, routeParams } from '../support/http';
import { as, managerCast, type ManagerCast } from '../support/manager';

let cast: ManagerCast;
/** May edit articles but not publish them. */
let writer: RegisteredUser;

beforeAll(async () => {
  cast = await managerCast(['podcasts.view', 'podcasts.update']);
  writer = await registerUser();
  await makeManager(writer.id, [await roleWith(['articles.view', 'articles.create', 'articles.update'])]);
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

const routesOf = (type: string) => ({
  collection: forType(typeCollection, type),
  item: forType(typeItem, type),
  bulk: forType(typeBulk, type),
  list: forType(revisionsRoute, type),
  compare: forType(compareRoute, type),
  restore: forType(restoreRoute, type),
});
const articles = routesOf('articles');

async function createArticle(user: RegisteredUser, body: object): Promise<string> {
  const response = await articles.collection.POST(as(user, '/api/manager/articles', { method: 'POST', body }), noParams);
  expect(response.status).toBe(201);
  return (await json<{ data: { id: string } }>(response)).data.id;
}

async function save(user: RegisteredUser, id: string, body: object) {
  return articles.item.PATCH(as(user, `/api/manager/articles/${id}`, { method: 'PATCH', body: await withVersion(id, body) }), routeParams({ id }));
}

async function revisionsOf(user: RegisteredUser, id: string, locale: 'fa' | 'en' = 'en') {
  return articles.list.GET(as(user, `/api/manager/articles/${id}/revisions`, { locale }), routeParams({ id }));
}

async function compare(user: RegisteredUser, id: string, from: number, to: number) {
  return articles.compare.GET(as(user, `/api/manager/articles/${id}/revisions/compare?from=${from}&to=${to}`), routeParams({ id }));
}

async function restore(user: RegisteredUser, id: string, version: number) {
  return articles.restore.POST(
    as(user, `/api/manager/articles/${id}/revisions/${version}/restore`, { method: 'POST' }),
    routeParams({ id, version: String(version) }),
  );
}

const first = {
  status: 'draft',
  attributes: {},
  translations: {
    fa: { title: 'راهنمای کیف پول', excerpt: 'چکیدهٔ نخست', body: '<p>کیف پول سخت‌افزاری امن است.</p><p>بند دوم.</p>' },
    en: { title: 'Wallet guide', excerpt: 'First excerpt', body: '<p>A hardware wallet is <strong>safe</strong>.</p><p>Second paragraph.</p>' },
  },
};
const second = {
  translations: {
    fa: { title: 'راهنمای تازهٔ کیف پول', excerpt: 'چکیدهٔ نخست', body: '<p>کیف پول سخت‌افزاری بسیار امن است.</p><p>بند دوم.</p>' },
    en: { title: 'A new wallet guide', excerpt: 'First excerpt', body: '<p>A hardware wallet is <em>very</em> safe.</p><p>Second paragraph.</p>' },
  },
};

describe('revisions of a content item', () => {
  it('records a revision of both languages on every save, listed newest first with who saved it', async () => {
    const id = await createArticle(cast.boss, first);
    expect((await save(cast.boss, id, second)).status).toBe(200);

    const response = await revisionsOf(cast.boss, id);
    expect(response.status).toBe(200);
    const { data } = await json<{ data: RevisionListResult }>(response);
    expect(data.current_version).toBe(2);
    expect(data.revisions.map((revision) => revision.version)).toEqual([2, 1]);
    expect(data.revisions[0]!.titles).toEqual({ fa: 'راهنمای تازهٔ کیف پول', en: 'A new wallet guide' });
    expect(data.revisions[1]!.titles).toEqual({ fa: 'راهنمای کیف پول', en: 'Wallet guide' });
    expect(data.revisions[0]!.author?.id).toBe(cast.boss.id);
    expect(Date.parse(data.revisions[0]!.created_at)).not.toBeNaN();

    const [stored] = await getDb().select().from(contentRevisions).where(eq(contentRevisions.contentId, id)).orderBy(contentRevisions.version);
    expect(stored!.snapshot.translations.fa?.body).toContain('کیف پول سخت‌افزاری امن است');
    expect(stored!.snapshot.translations.en?.body).toContain('<strong>safe</strong>');
    expect(stored!.snapshot.status).toBe('draft');
  });

  it('compares two versions word by word on the text, per language, not on the markup', async () => {
    const id = await createArticle(cast.boss, first);
    await save(cast.boss, id, second);
    const response = await compare(cast.boss, id, 1, 2);
    expect(response.status).toBe(200);
    const { data } = await json<{ data: RevisionComparison }>(response);
    const body = (lang: 'fa' | 'en') => data.languages[lang].find((field) => field.field === 'body')!.parts;
    const changed = (lang: 'fa' | 'en', change: 'added' | 'removed') =>
      body(lang)
        .filter((part) => part.change === change)
        .map((part) => part.value.trim());
    expect(changed('en', 'added')).toEqual(['very']);
    expect(changed('en', 'removed')).toEqual([]);
    expect(changed('fa', 'added')).toEqual(['بسیار']);
    // No tag survives into the compared text, and paragraphs stay apart.
    expect(body('en').map((part) => part.value).join('')).toBe('A hardware wallet is very safe.\n\nSecond paragraph.');
    const title = data.languages.en.find((field) => field.field === 'title')!.parts;
    expect(title.filter((part) => part.change === 'removed').map((part) => part.value.trim())).toContain('Wallet');
    expect(data.from.version).toBe(1);
    expect(data.to.version).toBe(2);

    expect((await compare(cast.boss, id, 1, 99)).status).toBe(404);
  });

  it('does not call a date written another way, or tags in another order, a change', async () => {
    const id = await createArticle(cast.boss, first);
    await save(cast.boss, id, second);
    const rows = await getDb().select().from(contentRevisions).where(eq(contentRevisions.contentId, id)).orderBy(contentRevisions.version);
    const written = [
      { published_at: '2025-03-01T11:45:42.123+03:30', tag_ids: ['b', 'a'] },
      { published_at: '2025-03-01T08:15:42.123Z', tag_ids: ['a', 'b'] },
    ];
    for (const [index, row] of rows.slice(0, 2).entries()) {
      await getDb()
        .update(contentRevisions)
        .set({ snapshot: { ...row.snapshot, ...written[index] } })
        .where(eq(contentRevisions.id, row.id));
    }
    const { data } = await json<{ data: RevisionComparison }>(await compare(cast.boss, id, 1, 2));
    expect(data.other.map((change) => change.field)).not.toEqual(expect.arrayContaining(['published_at']));
    expect(data.other.map((change) => change.field)).not.toEqual(expect.arrayContaining(['tag_ids']));
  });

  it('restores an earlier version as a new one, both languages back, nothing rewritten', async () => {
    const id = await createArticle(cast.boss, first);
    await save(cast.boss, id, second);
    const response = await restore(cast.boss, id, 1);
    expect(response.status).toBe(200);
    const { data } = await json<{ data: RestoreResult }>(response);
    expect(data).toMatchObject({ version: 3, restored_from: 1, status: 'draft' });

    const item = await getContentForEditing('articles', id);
    expect(item.translations.fa?.title).toBe('راهنمای کیف پول');
    expect(item.translations.en?.title).toBe('Wallet guide');
    expect(item.translations.en?.body).toContain('<strong>safe</strong>');
    expect(item.version).toBe(3);

    const list = (await json<{ data: RevisionListResult }>(await revisionsOf(cast.boss, id))).data;
    expect(list.revisions.map((revision) => [revision.version, revision.restored_from])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    // Version 2 is still there to go back to.
    expect(list.revisions[1]!.titles.en).toBe('A new wallet guide');
  });

  it('lets a manager without the publish right restore only into a draft', async () => {
    const id = await createArticle(cast.boss, first);
    await save(cast.boss, id, { status: 'published', published_at: '2020-01-01T00:00:00Z' });
    await save(cast.boss, id, { status: 'draft', ...second });

    const response = await restore(writer, id, 2);
    expect(response.status).toBe(200);
    expect((await json<{ data: RestoreResult }>(response)).data.status).toBe('draft');
    expect((await getContentForEditing('articles', id)).status).toBe('draft');

    // The same restore by a publisher brings the published state back.
    const published = await restore(cast.boss, id, 2);
    expect((await json<{ data: RestoreResult }>(published)).data.status).toBe('published');
    // A live item taken down by a restore into a draft is unpublishing, which the writer may not do.
    expect((await restore(writer, id, 1)).status).toBe(403);
  });

  it('refuses a reader and a manager without the type\'s rights (403) on list, compare and restore', async () => {
    const id = await createArticle(cast.boss, first);
    await save(cast.boss, id, second);
    for (const user of [cast.plain, cast.limited]) {
      expect((await revisionsOf(user, id)).status).toBe(403);
      expect((await compare(user, id, 1, 2)).status).toBe(403);
      expect((await restore(user, id, 1)).status).toBe(403);
    }
    expect((await getContentForEditing('articles', id)).version).toBe(2);
  });

  it('records a revision for every registered type\'s writes, bulk publishing included', async () => {
    const podcasts = routesOf('podcasts');
    const created = await podcasts.collection.POST(
      as(cast.boss, '/api/manager/podcasts', {
        method: 'POST',
        body: { attributes: { audio: '/media/audios/ep.mp3', listening_time: 20 }, translations: { fa: { title: 'قسمت نخست' } } },
      }),
      noParams,
    );
    const { id } = (await json<{ data: { id: string } }>(created)).data;
    const bulk = await podcasts.bulk.POST(as(cast.boss, '/api/manager/podcasts/bulk', { method: 'POST', body: { action: 'publish', ids: [id] } }), noParams);
    expect(bulk.status).toBe(200);
    const listed = await podcasts.list.GET(as(cast.limited, `/api/manager/podcasts/${id}/revisions`), routeParams({ id }));
    expect(listed.status).toBe(200);
    const { data } = await json<{ data: RevisionListResult }>(listed);
    expect(data.revisions.map((revision) => [revision.version, revision.status])).toEqual([
      [2, 'published'],
      [1, 'draft'],
    ]);
  });

  it('keeps at most REVISIONS_KEEP revisions per item, dropping the oldest', async () => {
    vi.stubEnv('REVISIONS_KEEP', '2');
    resetEnvForTests();
    const id = await createArticle(cast.boss, first);
    await save(cast.boss, id, second);
    await save(cast.boss, id, { translations: { en: { title: 'Third title' } } });
    await save(cast.boss, id, { translations: { en: { title: 'Fourth title' } } });
    const { data } = await json<{ data: RevisionListResult }>(await revisionsOf(cast.boss, id));
    expect(data.revisions.map((revision) => revision.version)).toEqual([4, 3]);
    expect((await restore(cast.boss, id, 1)).status).toBe(404);
  });
});
