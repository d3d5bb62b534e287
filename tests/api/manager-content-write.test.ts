import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as typeItem from '@/app/api/manager/[type]/[id]/route';
import * as typeBulk from '@/app/api/manager/[type]/bulk/route';
import * as typeCollection from '@/app/api/manager/[type]/route';
import * as mediaRoute from '@/app/api/manager/media/route';
import { getDb } from '@/server/db/client';
import { activityLogs, contents } from '@/server/db/schema';
import { getContentBySlug, listContents } from '@/server/services/content';
import { bearer, noParams, registerUser, type RegisteredUser } from '../support/accounts';
import { makeManager, makeSuperManager, roleWith, seedPermissions } from '../support/acl';
import { makeCategory, makeItem } from '../support/content-fixtures';
import { withVersion } from '../support/content-versions';
import { apiRequest, forType, json, routeParams } from '../support/http';

const articles = forType(typeCollection, 'articles');
const articleItem = forType(typeItem, 'articles');
const articleBulk = forType(typeBulk, 'articles');
const coins = forType(typeCollection, 'coins');
const coinItem = forType(typeItem, 'coins');
const metaverses = forType(typeCollection, 'metaverses');
const metaverseItem = forType(typeItem, 'metaverses');
const podcasts = forType(typeCollection, 'podcasts');
const podcastItem = forType(typeItem, 'podcasts');

let admin: RegisteredUser;
let writer: RegisteredUser;

beforeAll(async () => {
  await seedPermissions();
  [admin, writer] = await Promise.all([registerUser(), registerUser()]);
  await makeSuperManager(admin.id);
  // A writer may create and edit articles but not publish them.
  await makeManager(writer.id, [await roleWith(['articles.view', 'articles.create', 'articles.update', 'podcasts.create'])]);
});

function send(path: string, method: string, token: string, body?: unknown) {
  return apiRequest(path, { method, body, headers: bearer(token) });
}

type Errors = { errors: Record<string, string[]> };

async function logsFor(resourceId: string) {
  return getDb().select().from(activityLogs).where(eq(activityLogs.resourceId, resourceId));
}

describe('the per-type manager routes', () => {
  it('answer a type the registry does not hold with the API\'s 404, whoever asks', async () => {
    for (const token of [admin.token, writer.token]) {
      const response = await typeCollection.GET(send('/api/manager/widgets', 'GET', token), routeParams({ type: 'widgets' }));
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ message: expect.any(String) });
    }
    const anonymous = await typeItem.DELETE(apiRequest('/api/manager/widgets/1', { method: 'DELETE' }), routeParams({ type: 'widgets', id: '1' }));
    expect(anonymous.status).toBe(404);
  });
});

describe('articles', () => {
  it('creates an article without `attributes` (its type requires none), and still names a coin\'s missing symbol', async () => {
    const article = await articles.POST(
      send('/api/manager/articles', 'POST', admin.token, { status: 'draft', translations: { en: { title: 'No attributes at all', body: '<p>Text</p>' } } }),
      noParams,
    );
    expect(article.status).toBe(201);
    const coin = await coins.POST(
      send('/api/manager/coins', 'POST', admin.token, { status: 'draft', translations: { en: { title: 'Nameless coin', body: '<p>Text</p>' } } }),
      noParams,
    );
    expect(coin.status).toBe(422);
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(coin)).errors)).toContain('attributes.symbol');
  });

  it('creates, updates and deletes an article, logging each write with a summary', async () => {
    const created = await articles.POST(
      send('/api/manager/articles', 'POST', admin.token, {
        status: 'draft',
        attributes: {},
        translations: {
          fa: { title: 'راهنمای کیف پول سخت‌افزاری', body: '<p>متن</p>' },
          en: { title: 'Hardware wallet guide', body: '<p>Text</p>' },
        },
      }),
      noParams,
    );
    expect(created.status).toBe(201);
    const { data } = await json<{ data: { id: string; translations: Record<string, string> } }>(created);
    expect(data.translations).toEqual({ fa: 'راهنمای-کیف-پول-سخت-افزاری', en: 'hardware-wallet-guide' });

    const patched = await articleItem.PATCH(
      send(
        `/api/manager/articles/${data.id}`,
        'PATCH',
        admin.token,
        await withVersion(data.id, { status: 'published', translations: { en: { title: 'Hardware wallets, a guide', body: '<p>New</p>' } } }),
      ),
      routeParams({ id: data.id }),
    );
    expect(patched.status).toBe(200);
    expect((await getContentBySlug('articles', 'hardware-wallet-guide', 'en')).title).toBe('Hardware wallets, a guide');

    const loaded = await json<{ data: { status: string; translations: Record<string, { title: string }> } }>(
      await articleItem.GET(send(`/api/manager/articles/${data.id}`, 'GET', admin.token), routeParams({ id: data.id })),
    );
    expect(loaded.data.status).toBe('published');
    expect(loaded.data.translations.fa?.title).toBe('راهنمای کیف پول سخت‌افزاری');

    const deleted = await articleItem.DELETE(send(`/api/manager/articles/${data.id}`, 'DELETE', admin.token), routeParams({ id: data.id }));
    expect(deleted.status).toBe(204);

    const logs = await logsFor(data.id);
    expect(logs.map((log) => log.action).sort()).toEqual(['articles.create', 'articles.delete', 'articles.update']);
    const update = logs.find((log) => log.action === 'articles.update')!;
    expect(update.actorId).toBe(admin.id);
    expect(update.summary).toMatchObject({ fields: ['status', 'translations'], languages: { en: 'written' }, status: { from: 'draft', to: 'published' } });
  });

  it('files an article under extra categories beside its primary one, and its categories\' lists follow each edit', async () => {
    const [primary, second, third] = await Promise.all([
      makeCategory('Primary shelf', 'قفسهٔ اصلی'),
      makeCategory('Second shelf', 'قفسهٔ دوم'),
      makeCategory('Third shelf', 'قفسهٔ سوم'),
    ]);
    const created = await articles.POST(
      send('/api/manager/articles', 'POST', admin.token, {
        status: 'published',
        category_id: primary.id,
        category_ids: [second.id],
        translations: { en: { title: 'Filed twice', body: '<p>Text</p>' } },
      }),
      noParams,
    );
    expect(created.status).toBe(201);
    const { data } = await json<{ data: { id: string } }>(created);
    const listedUnder = async (categoryId: string) =>
      (await listContents('articles', { category: categoryId, per_page: 100 }, 'en')).items.some((item) => item.id === data.id);
    const loaded = async () =>
      (await json<{ data: { category_id: string; category_ids: string[] } }>(await articleItem.GET(send(`/api/manager/articles/${data.id}`, 'GET', admin.token), routeParams({ id: data.id })))).data;
    expect(await loaded()).toMatchObject({ category_id: primary.id, category_ids: [second.id] });
    expect([await listedUnder(primary.id), await listedUnder(second.id), await listedUnder(third.id)]).toEqual([true, true, false]);

    const patch = async (body: Record<string, unknown>) =>
      articleItem.PATCH(send(`/api/manager/articles/${data.id}`, 'PATCH', admin.token, await withVersion(data.id, body)), routeParams({ id: data.id }));
    expect((await patch({ category_ids: [third.id] })).status).toBe(200);
    expect([await listedUnder(primary.id), await listedUnder(second.id), await listedUnder(third.id)]).toEqual([true, false, true]);
    // A new primary alone keeps the extras; the old primary is no longer one of its categories.
    expect((await patch({ category_id: second.id })).status).toBe(200);
    expect(await loaded()).toMatchObject({ category_id: second.id, category_ids: [third.id] });
    expect([await listedUnder(primary.id), await listedUnder(second.id), await listedUnder(third.id)]).toEqual([false, true, true]);
    const detail = await getContentBySlug('articles', 'filed-twice', 'en');
    expect(detail.categories.map((category) => category.id)).toEqual([second.id, third.id]);
    // The manager's list finds it under an extra category too.
    const managed = await articles.GET(send(`/api/manager/articles?category=${third.id}`, 'GET', admin.token), noParams);
    expect((await json<{ data: { id: string }[] }>(managed)).data.map((row) => row.id)).toEqual([data.id]);

    const unknown = await patch({ category_ids: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.status).toBe(422);
    expect(Object.keys((await json<Errors>(unknown)).errors)).toEqual(['category_ids']);
  });

  it('strips scripts and event handlers from rich text', async () => {
    const response = await articles.POST(
      send('/api/manager/articles', 'POST', admin.token, {
        status: 'published',
        attributes: {},
        translations: { en: { title: 'Sanitized body', body: '<p>Safe<script>alert(1)</script></p><img src="/media/x.png" onerror="alert(2)">' } },
      }),
      noParams,
    );
    expect(response.status).toBe(201);
    const detail = await getContentBySlug('articles', 'sanitized-body', 'en');
    expect(detail.body).not.toContain('script');
    expect(detail.body).not.toContain('onerror');
    expect(detail.body).toContain('<p>Safe</p>');
  });

  it('answers 422 with the field for bad input', async () => {
    const response = await articles.POST(
      send('/api/manager/articles', 'POST', admin.token, { attributes: {}, translations: { en: { title: 'x', slug: 'not a slug' } } }),
      noParams,
    );
    expect(response.status).toBe(422);
    const { errors } = await json<Errors>(response);
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['translations.en.title', 'translations.en.slug']));

    const scheduled = await articles.POST(
      send('/api/manager/articles', 'POST', admin.token, { status: 'scheduled', attributes: {}, translations: { en: { title: 'Later' } } }),
      noParams,
    );
    expect(Object.keys((await json<Errors>(scheduled)).errors)).toContain('published_at');
  });

  it('requires articles.publish to publish, schedule or unpublish', async () => {
    const publish = await articles.POST(
      send('/api/manager/articles', 'POST', writer.token, { status: 'published', attributes: {}, translations: { en: { title: 'Not mine to publish' } } }),
      noParams,
    );
    expect(publish.status).toBe(403);

    const draft = await articles.POST(
      send('/api/manager/articles', 'POST', writer.token, { status: 'draft', attributes: {}, translations: { en: { title: 'A writer draft' } } }),
      noParams,
    );
    expect(draft.status).toBe(201);
    const { data } = await json<{ data: { id: string } }>(draft);
    const edit = async (body: object) =>
      articleItem.PATCH(send(`/api/manager/articles/${data.id}`, 'PATCH', writer.token, await withVersion(data.id, body)), routeParams({ id: data.id }));
    expect((await edit({ translations: { en: { title: 'A writer draft, edited' } } })).status).toBe(200);
    expect((await edit({ status: 'scheduled', published_at: '2099-01-01T00:00:00Z' })).status).toBe(403);

    const published = await makeItem({ en: { title: 'Already out' } });
    const unpublish = await articleItem.PATCH(
      send(`/api/manager/articles/${published.id}`, 'PATCH', writer.token, await withVersion(published.id, { status: 'draft' })),
      routeParams({ id: published.id }),
    );
    expect(unpublish.status).toBe(403);
    const [row] = await getDb().select().from(contents).where(eq(contents.id, published.id));
    expect(row!.status).toBe('published');
  });
});

describe('list filters', () => {
  it('filters by language completeness, status, category and search', async () => {
    const category = await makeCategory('Wallets list', 'کیف پول فهرست');
    const faOnly = await makeItem({ fa: { title: 'فقط فارسی فهرست' }, status: 'draft', categoryId: category.id });
    const enOnly = await makeItem({ en: { title: 'English only listing' } });
    const both = await makeItem({ fa: { title: 'هر دو زبان فهرست' }, en: { title: 'Both languages listing' } });
    const list = async (query: string) => {
      const response = await articles.GET(send(`/api/manager/articles?per_page=100&${query}`, 'GET', admin.token), noParams);
      expect(response.status).toBe(200);
      return (await json<{ data: { id: string; languages: string[] }[] }>(response)).data.map((row) => row.id);
    };
    const faIds = await list('language=fa_only');
    expect(faIds).toContain(faOnly.id);
    expect(faIds).not.toContain(enOnly.id);
    expect(faIds).not.toContain(both.id);
    expect(await list('language=en_only')).toContain(enOnly.id);
    const bothIds = await list('language=both');
    expect(bothIds).toContain(both.id);
    expect(bothIds).not.toContain(faOnly.id);
    expect(await list('status=draft')).toContain(faOnly.id);
    expect(await list('status=draft')).not.toContain(both.id);
    expect(await list(`category=${category.id}`)).toEqual([faOnly.id]);
    expect(await list('q=english only')).toEqual([enOnly.id]);
  });
});

describe('bulk actions', () => {
  it('publishes, unpublishes and deletes, checking the matching permission', async () => {
    const [a, b] = await Promise.all([
      makeItem({ en: { title: 'Bulk one' }, status: 'draft', publishedAt: null }),
      makeItem({ en: { title: 'Bulk two' }, status: 'draft', publishedAt: null }),
    ]);
    const bulk = (token: string, body: unknown) => articleBulk.POST(send('/api/manager/articles/bulk', 'POST', token, body), noParams);

    expect((await bulk(writer.token, { action: 'publish', ids: [a.id, b.id] })).status).toBe(403);
    expect((await bulk(writer.token, { action: 'delete', ids: [a.id] })).status).toBe(403);

    const published = await bulk(admin.token, { action: 'publish', ids: [a.id, b.id] });
    expect(published.status).toBe(200);
    expect((await json<{ data: { ids: string[] } }>(published)).data.ids.sort()).toEqual([a.id, b.id].sort());
    expect((await getContentBySlug('articles', 'bulk-one', 'en')).title).toBe('Bulk one');

    await bulk(admin.token, { action: 'unpublish', ids: [a.id] });
    const [row] = await getDb().select().from(contents).where(eq(contents.id, a.id));
    expect(row!.status).toBe('draft');

    await bulk(admin.token, { action: 'delete', ids: [a.id, b.id] });
    expect(await getDb().select().from(contents).where(eq(contents.id, b.id))).toEqual([]);
    const logs = await getDb().select().from(activityLogs).where(and(eq(activityLogs.resourceId, b.id), eq(activityLogs.action, 'articles.delete')));
    expect(logs[0]?.summary).toEqual({ bulk: 'delete' });

    expect((await bulk(admin.token, { action: 'archive', ids: [] })).status).toBe(422);
  });
});

describe('podcasts, coins and metaverses', () => {
  it('validates each type’s own attributes and updates them', async () => {
    const bad = await podcasts.POST(
      send('/api/manager/podcasts', 'POST', admin.token, { attributes: { audio: 'ftp://nope', listening_time: 0 }, translations: { en: { title: 'Episode' } } }),
      noParams,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys((await json<Errors>(bad)).errors)).toEqual(expect.arrayContaining(['attributes.audio', 'attributes.listening_time']));

    const good = await podcasts.POST(
      send('/api/manager/podcasts', 'POST', writer.token, { attributes: { audio: '/media/audios/ep1.mp3', listening_time: 42 }, translations: { fa: { title: 'قسمت اول' } } }),
      noParams,
    );
    expect(good.status).toBe(201);
    const { data } = await json<{ data: { id: string } }>(good);
    // The writer may create podcasts but not update them.
    const denied = await podcastItem.PATCH(send(`/api/manager/podcasts/${data.id}`, 'PATCH', writer.token, await withVersion(data.id, {})), routeParams({ id: data.id }));
    expect(denied.status).toBe(403);
    const updated = await podcastItem.PATCH(
      send(`/api/manager/podcasts/${data.id}`, 'PATCH', admin.token, await withVersion(data.id, { attributes: { audio: '/media/audios/ep1.mp3', listening_time: 50 } })),
      routeParams({ id: data.id }),
    );
    expect(updated.status).toBe(200);
    const [row] = await getDb().select().from(contents).where(eq(contents.id, data.id));
    expect(row!.attributes).toMatchObject({ listening_time: 50 });
  });

  it('creates a coin with price history and rejects a bad symbol', async () => {
    const body = (symbol: string) => ({
      attributes: {
        symbol,
        price_usd: 2,
        price_irt: 120_000,
        change_24h: -1.5,
        market_cap: 5_000_000,
        price_history: [{ date: '2025-01-01', price_usd: 1.8 }],
      },
      translations: { en: { title: `Coin ${symbol}` } },
    });
    expect((await coins.POST(send('/api/manager/coins', 'POST', admin.token, body('MNGR')), noParams)).status).toBe(201);
    const bad = await coins.POST(send('/api/manager/coins', 'POST', admin.token, body('bad symbol')), noParams);
    expect(Object.keys((await json<Errors>(bad)).errors)).toContain('attributes.symbol');
  });

  it('stores metaverse texts per topic and language, and refuses unknown topics', async () => {
    const created = await metaverses.POST(
      send('/api/manager/metaverses', 'POST', admin.token, {
        attributes: {
          features: { definition: { fa: 'جهان مجازی', en: 'A virtual world' }, ad_system: { en: 'Billboards' } },
          specifications: [{ label: { en: 'Chain', fa: 'زنجیره' }, value: { en: 'Polygon' } }],
        },
        translations: { en: { title: 'Managed verse' } },
      }),
      noParams,
    );
    expect(created.status).toBe(201);
    const { data } = await json<{ data: { id: string } }>(created);
    const bad = await metaverseItem.PATCH(
      send(`/api/manager/metaverses/${data.id}`, 'PATCH', admin.token, await withVersion(data.id, { attributes: { features: { teleportation: { en: 'x' } } } })),
      routeParams({ id: data.id }),
    );
    expect(bad.status).toBe(422);
    expect((await logsFor(data.id)).map((log) => log.action)).toEqual(['metaverses.create']);
  });
});

describe('every write of podcasts, coins and metaverses', () => {
  const cases = [
    {
      type: 'podcasts',
      routes: { collection: podcasts, item: podcastItem },
      attributes: { audio: '/media/audios/ep9.mp3', listening_time: 20 },
      changed: { audio: '/media/audios/ep9.mp3', listening_time: 25 },
    },
    {
      type: 'coins',
      routes: { collection: coins, item: coinItem },
      attributes: { symbol: 'CRUD', price_usd: 1, price_irt: 60_000, change_24h: 0, market_cap: 10 },
      changed: { symbol: 'CRUD', price_usd: 2, price_irt: 120_000, change_24h: 100, market_cap: 20, price_history: [{ date: '2025-02-01', price_usd: 1 }] },
    },
    {
      type: 'metaverses',
      routes: { collection: metaverses, item: metaverseItem },
      attributes: { features: { other: { fa: 'سایر' } } },
      changed: { features: { other: { fa: 'سایر', en: 'Other' } }, token: 'MANA' },
    },
  ] as const;

  it.each(cases)('creates, updates and deletes $type, one activity entry per write', async ({ type, routes, attributes, changed }) => {
    const created = await routes.collection.POST(
      send(`/api/manager/${type}`, 'POST', admin.token, { attributes, translations: { en: { title: `Lifecycle of ${type}` } } }),
      noParams,
    );
    expect(created.status).toBe(201);
    const { data } = await json<{ data: { id: string } }>(created);
    const params = routeParams({ id: data.id });
    const updated = await routes.item.PATCH(send(`/api/manager/${type}/${data.id}`, 'PATCH', admin.token, await withVersion(data.id, { attributes: changed })), params);
    expect(updated.status).toBe(200);
    const [row] = await getDb().select().from(contents).where(eq(contents.id, data.id));
    expect(row!.attributes).toMatchObject(changed);
    expect((await routes.item.DELETE(send(`/api/manager/${type}/${data.id}`, 'DELETE', admin.token), params)).status).toBe(204);
    expect((await routes.item.GET(send(`/api/manager/${type}/${data.id}`, 'GET', admin.token), params)).status).toBe(404);
    expect((await logsFor(data.id)).map((log) => log.action).sort()).toEqual([`${type}.create`, `${type}.delete`, `${type}.update`]);
  });
});

describe('POST /api/manager/media', () => {
  function upload(token: string, file: File) {
    const body = new FormData();
    body.append('file', file);
    return new NextRequest('http://localhost:3000/api/manager/media', { method: 'POST', headers: { ...bearer(token), accept: 'application/json' }, body });
  }

  it('stores a real image and a real PDF', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();
    const image = await mediaRoute.POST(upload(writer.token, new File([new Uint8Array(png)], 'cover.png', { type: 'image/png' })), noParams);
    expect(image.status).toBe(201);
    expect((await json<{ data: { kind: string; url: string; width: number } }>(image)).data).toMatchObject({ kind: 'image', width: 40 });

    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');
    const file = await mediaRoute.POST(upload(admin.token, new File([pdf], 'book.pdf', { type: 'application/pdf' })), noParams);
    expect(file.status).toBe(201);
    expect((await json<{ data: { mime: string } }>(file)).data.mime).toBe('application/pdf');
  });

  it('rejects files whose content is not what they claim', async () => {
    const fakeImage = new File([new TextEncoder().encode('<svg onload="alert(1)"></svg>')], 'x.png', { type: 'image/png' });
    const fakeAudio = new File([new TextEncoder().encode('#!/bin/sh\necho hi\n')], 'x.mp3', { type: 'audio/mpeg' });
    for (const file of [fakeImage, fakeAudio]) {
      const response = await mediaRoute.POST(upload(admin.token, file), noParams);
      expect(response.status).toBe(422);
      expect(Object.keys((await json<Errors>(response)).errors)).toEqual(['file']);
    }
  });
});
