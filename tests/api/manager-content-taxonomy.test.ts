import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as categoryItem from '@/app/api/manager/categories/[id]/route';
import * as categoriesRoute from '@/app/api/manager/categories/route';
import * as faqItem from '@/app/api/manager/faqs/[id]/route';
import * as faqsRoute from '@/app/api/manager/faqs/route';
import * as tagItem from '@/app/api/manager/tags/[id]/route';
import * as tagsRoute from '@/app/api/manager/tags/route';
import { getDb } from '@/server/db/client';
import { activityLogs, contents } from '@/server/db/schema';
import { listFaqs } from '@/server/services/content';
import { bearer, noParams, registerUser, type RegisteredUser } from '../support/accounts';
import { makeSuperManager, seedPermissions } from '../support/acl';
import { makeItem } from '../support/content-fixtures';
import { apiRequest, json, routeParams } from '../support/http';

let admin: RegisteredUser;

beforeAll(async () => {
  await seedPermissions();
  admin = await registerUser();
  await makeSuperManager(admin.id);
});

function send(path: string, method = 'GET', body?: unknown) {
  return apiRequest(path, { method, body, headers: bearer(admin.token) });
}

type Term = { id: string; position: number; translations: Record<string, { name: string; slug: string }>; content_count: number };

async function actions(resourceId: string) {
  return (await getDb().select().from(activityLogs).where(eq(activityLogs.resourceId, resourceId))).map((log) => log.action).sort();
}

describe('categories', () => {
  it('creates, lists, renames and deletes a category; items keep existing without it', async () => {
    const created = await categoriesRoute.POST(
      send('/api/manager/categories', 'POST', { position: 3, translations: { fa: { name: 'آموزش مدیریت' }, en: { name: 'Managed tutorials' } } }),
      noParams,
    );
    expect(created.status).toBe(201);
    const { data } = await json<{ data: Term }>(created);
    expect(data.translations).toEqual({ fa: { name: 'آموزش مدیریت', slug: 'آموزش-مدیریت' }, en: { name: 'Managed tutorials', slug: 'managed-tutorials' } });
    const item = await makeItem({ en: { title: 'Categorized' }, categoryId: data.id });

    const listed = await json<{ data: Term[] }>(await categoriesRoute.GET(send('/api/manager/categories?q=managed'), noParams));
    expect(listed.data.map((term) => [term.id, term.content_count])).toEqual([[data.id, 1]]);

    const renamed = await categoryItem.PATCH(
      send(`/api/manager/categories/${data.id}`, 'PATCH', { position: 1, translations: { en: { name: 'Guides', slug: 'guides-managed' } } }),
      routeParams({ id: data.id }),
    );
    expect(renamed.status).toBe(200);
    expect((await json<{ data: Term }>(renamed)).data.translations).toEqual({ en: { name: 'Guides', slug: 'guides-managed' } });

    expect((await categoryItem.DELETE(send(`/api/manager/categories/${data.id}`, 'DELETE'), routeParams({ id: data.id }))).status).toBe(204);
    const [row] = await getDb().select().from(contents).where(eq(contents.id, item.id));
    expect(row!.categoryId).toBeNull();
    expect(await actions(data.id)).toEqual(['categories.create', 'categories.delete', 'categories.update']);
  });

  it('answers 422 for a missing name or a taken slug, 404 for an unknown id', async () => {
    const empty = await categoriesRoute.POST(send('/api/manager/categories', 'POST', { translations: {} }), noParams);
    expect(empty.status).toBe(422);
    await categoriesRoute.POST(send('/api/manager/categories', 'POST', { translations: { en: { name: 'Unique name' } } }), noParams);
    const taken = await categoriesRoute.POST(send('/api/manager/categories', 'POST', { translations: { en: { name: 'Unique name!' } } }), noParams);
    expect(taken.status).toBe(422);
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(taken)).errors)).toEqual(['translations.en.slug']);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await categoryItem.GET(send(`/api/manager/categories/${id}`), routeParams({ id }))).status).toBe(404);
  });
});

describe('tags', () => {
  it('creates, renames and deletes a tag with the activity log', async () => {
    const created = await tagsRoute.POST(send('/api/manager/tags', 'POST', { translations: { fa: { name: 'بیت‌کوین مدیر' } } }), noParams);
    expect(created.status).toBe(201);
    const { data } = await json<{ data: Term }>(created);
    expect(data.translations.fa?.slug).toBe('بیت-کوین-مدیر');
    const renamed = await tagItem.PATCH(
      send(`/api/manager/tags/${data.id}`, 'PATCH', { translations: { fa: { name: 'بیت‌کوین' }, en: { name: 'Bitcoin managed' } } }),
      routeParams({ id: data.id }),
    );
    expect((await json<{ data: Term }>(renamed)).data.translations.en?.name).toBe('Bitcoin managed');
    expect((await tagItem.DELETE(send(`/api/manager/tags/${data.id}`, 'DELETE'), routeParams({ id: data.id }))).status).toBe(204);
    expect(await actions(data.id)).toEqual(['tags.create', 'tags.delete', 'tags.update']);
  });
});

describe('faqs', () => {
  it('creates, edits and deletes an FAQ under one of the twelve topics', async () => {
    const created = await faqsRoute.POST(
      send('/api/manager/faqs', 'POST', {
        topic: 'wallet_compatibility',
        translations: { fa: { question: 'کدام کیف پول‌ها؟', answer: 'متامسک و تراست.' }, en: { question: 'Which wallets?', answer: 'MetaMask and Trust.' } },
      }),
      noParams,
    );
    expect(created.status).toBe(201);
    const { data } = await json<{ data: { id: string } }>(created);
    expect((await listFaqs('en', 'wallet_compatibility')).map((faq) => faq.question)).toContain('Which wallets?');

    const edited = await faqItem.PATCH(
      send(`/api/manager/faqs/${data.id}`, 'PATCH', { topic: 'backing', position: 2, translations: { en: { question: 'What backs it?', answer: 'Nothing at all.' } } }),
      routeParams({ id: data.id }),
    );
    expect(edited.status).toBe(200);
    expect((await json<{ data: { topic: string; translations: Record<string, unknown> } }>(edited)).data).toMatchObject({
      topic: 'backing',
      translations: { en: { question: 'What backs it?', answer: 'Nothing at all.' } },
    });
    const listed = await json<{ data: { id: string }[] }>(await faqsRoute.GET(send('/api/manager/faqs?topic=backing'), noParams));
    expect(listed.data.map((faq) => faq.id)).toContain(data.id);

    const badTopic = await faqsRoute.POST(send('/api/manager/faqs', 'POST', { topic: 'weather', translations: { en: { question: 'Rain?', answer: 'Maybe.' } } }), noParams);
    expect(badTopic.status).toBe(422);
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(badTopic)).errors)).toEqual(['topic']);

    expect((await faqItem.DELETE(send(`/api/manager/faqs/${data.id}`, 'DELETE'), routeParams({ id: data.id }))).status).toBe(204);
    expect((await faqItem.DELETE(send(`/api/manager/faqs/${data.id}`, 'DELETE'), routeParams({ id: data.id }))).status).toBe(404);
    expect(await actions(data.id)).toEqual(['faqs.create', 'faqs.delete', 'faqs.update']);
  });
});
