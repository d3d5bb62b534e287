import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseHandle, getDb } from '@/server/db/client';
import { contents } from '@/server/db/schema';
import { runSeeds } from '@/server/seed';
import { getContentBySlug, listApprovedComments, listContents, listFaqs, search } from '@/server/services/content';
import { renderTypeFeed } from '@/server/seo/feeds';
import { getStorage, setStorage } from '@/server/storage';
import { localDiskStorage } from '@/server/storage/local-disk';
import { contentTypeNames, featureTopicKeys } from '@/shared/content-types';

let root = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'darvazeh-seed-'));
  setStorage(localDiskStorage(root));
  // The whole demo seed as `npm start` runs it: demo accounts first, then the library.
  const ran = await runSeeds(databaseHandle(), { demo: true });
  expect(ran).toContain('content.demo');
  expect(await runSeeds(databaseHandle(), { demo: true })).not.toContain('content.demo');
}, 300_000);

afterAll(async () => {
  setStorage(undefined);
  await rm(root, { recursive: true, force: true });
});

describe('seedDemoContent', () => {
  it('gives the demo podcasts an MP3 a podcast app plays, and the feed its real length', async () => {
    const { items } = await listContents('podcasts', { per_page: 1 }, 'en');
    const audio = (items[0]!.attributes as { audio: string }).audio;
    expect(audio).toMatch(/^\/media\/.+\.mp3$/);
    const stored = await getStorage().get(decodeURIComponent(audio.slice('/media/'.length)));
    // An MPEG audio frame starts with 11 set sync bits.
    expect(stored![0]).toBe(0xff);
    expect(stored![1]! & 0xe0).toBe(0xe0);
    const xml = await renderTypeFeed('podcasts', 'en');
    expect(xml).toContain(`length="${stored!.length}" type="audio/mpeg"`);
  });

  it('publishes at least twelve items of every type, some in one language only', async () => {
    for (const type of contentTypeNames) {
      const [row] = await getDb().select({ total: count() }).from(contents).where(eq(contents.type, type));
      expect(row!.total, type).toBeGreaterThanOrEqual(12);
      const fa = await listContents(type, { per_page: 100 }, 'fa');
      const en = await listContents(type, { per_page: 100 }, 'en');
      expect(fa.meta.total, `${type} in fa`).toBeGreaterThanOrEqual(9);
      expect(en.meta.total, `${type} in en`).toBeGreaterThanOrEqual(9);
      expect(fa.items.every((item) => item.cover?.variants.length === 3), `${type} covers`).toBe(true);
    }
    const articlesFa = await listContents('articles', { per_page: 100 }, 'fa');
    expect(articlesFa.items.some((item) => !item.translations.en)).toBe(true);
  });

  it('writes full detail pages with bodies, related items and flattened metaverse features', async () => {
    const [first] = (await listContents('metaverses', { per_page: 1 }, 'fa')).items;
    const detail = await getContentBySlug('metaverses', first!.slug, 'fa');
    expect(detail.body).toContain('<h2>');
    expect(detail.related.length).toBeGreaterThan(0);
    const features = (detail.attributes as { features: Record<string, string> }).features;
    expect(Object.keys(features).sort()).toEqual([...featureTopicKeys].sort());
    expect(features.definition).toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps drafts and scheduled items out of the lists', async () => {
    const all = await listContents('articles', { per_page: 100 }, 'en');
    expect(all.items.map((item) => item.title)).not.toContain('Draft: our editorial checklist');
    expect(all.items.map((item) => item.title)).not.toContain('Coming soon: a glossary of 100 web3 terms');
  });

  it('answers at least one FAQ per topic in both languages', async () => {
    for (const locale of ['fa', 'en'] as const) {
      const topics = new Set((await listFaqs(locale)).map((faq) => faq.topic));
      expect([...topics].sort()).toEqual([...featureTopicKeys].sort());
    }
  });

  it('is searchable in Persian with Arabic letter forms', async () => {
    const results = await search('بيت‌كوين', 'fa');
    expect(results.length).toBeGreaterThan(0);
    expect(new Set(results.map((item) => item.type)).size).toBeGreaterThan(1);
  });

  it('has approved comments with replies', async () => {
    const { items } = await listContents('articles', { per_page: 100 }, 'en');
    const withComments = items.find((item) => item.counts.comments > 0);
    expect(withComments).toBeDefined();
    const threads = await listApprovedComments(withComments!.id);
    expect(threads.some((thread) => thread.replies.length > 0)).toBe(true);
    expect(threads.every((thread) => thread.author !== null)).toBe(true);
  });

  it('signs items with a member of the editorial team', async () => {
    const [first] = (await listContents('articles', { per_page: 1 }, 'en')).items;
    const detail = await getContentBySlug('articles', first!.slug, 'en');
    expect(detail.author?.name).toBeTruthy();
  });
});
