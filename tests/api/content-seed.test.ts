import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseHandle, getDb } from '@/server/db/client';
import { contents, interactions, users } from '@/server/db/schema';
import { runSeeds } from '@/server/seed';
import { demoAccounts } from '@/server/services/accounts/bootstrap';
import { listUserEvents } from '@/server/services/events';
import { VARIANT_WIDTHS } from '@/server/services/media';
import { countUnread, listUserNotifications } from '@/server/services/notifications';
import { getStatistics } from '@/server/services/statistics/series';
import { listUserGuides } from '@/server/services/where-to-start';
import { formatModelDate } from '@/shared/dates';
import { addDays } from '@/shared/statistics';
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
      expect(fa.items.every((item) => item.cover?.variants.length === VARIANT_WIDTHS.length), `${type} covers`).toBe(true);
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

describe('the demo panel of a new reader', () => {
  it('has upcoming and past events and two where-to-start guides through the library, in both languages', async () => {
    const [reader] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, demoAccounts[0].email));
    for (const locale of ['fa', 'en'] as const) {
      const { upcoming, past } = await listUserEvents({ userId: reader!.id, locale });
      expect(upcoming.length, `upcoming in ${locale}`).toBeGreaterThanOrEqual(3);
      expect(past.length, `past in ${locale}`).toBeGreaterThanOrEqual(2);
      expect(upcoming.every((event) => event.is_open && event.online_link?.startsWith('https://'))).toBe(true);
      const guides = await listUserGuides({ userId: reader!.id, locale });
      expect(guides).toHaveLength(2);
      // Every step is an item readable in that language.
      expect(guides.map((guide) => guide.progress.total)).toEqual([5, 4]);
    }
    const { upcoming } = await listUserEvents({ userId: reader!.id, locale: 'fa' });
    expect(upcoming[0]!.title).toMatch(/[\u0600-\u06FF]/);
  });

  it('welcomes every account it creates', async () => {
    const everyone = await getDb().select({ id: users.id }).from(users);
    expect(everyone.length).toBeGreaterThan(demoAccounts.length);
    for (const { id } of everyone) expect(await countUnread(id)).toBe(1);
    const [reader] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, demoAccounts[0].email));
    const { data } = await listUserNotifications({ userId: reader!.id, locale: 'fa', page: { page: 1, per_page: 10 } });
    expect(data.map((item) => item.title)).toEqual(['به دروازه خوش آمدید']);
  });
});

describe('the demo counters', () => {
  it('are counts of the engagement ledger, item by item', async () => {
    const ledger = await getDb()
      .select({ id: interactions.contentId, kind: interactions.kind, n: count() })
      .from(interactions)
      .groupBy(interactions.contentId, interactions.kind);
    const held = (id: string, kind: string) => ledger.find((row) => row.id === id && row.kind === kind)?.n ?? 0;
    const rows = await getDb().select({ id: contents.id, likes: contents.likeCount, saves: contents.saveCount, checks: contents.checkCount }).from(contents);
    for (const row of rows) {
      expect([row.likes, row.saves, row.checks]).toEqual([held(row.id, 'like'), held(row.id, 'save'), held(row.id, 'check')]);
    }
    expect(rows.some((row) => row.likes > 5), 'the demo starts warm').toBe(true);
  });

  it('add up to the likes, saves and checks of the manager statistics', async () => {
    const today = formatModelDate(new Date());
    const view = await getStatistics({ from: addDays(today, -364), to: today, bucket: 'month' }, 'en');
    const total = (name: string) => view.series.find((series) => series.name === name)!.total;
    const [sums] = await getDb()
      .select({ likes: sql<number>`sum(${contents.likeCount})::int`, saves: sql<number>`sum(${contents.saveCount})::int`, checks: sql<number>`sum(${contents.checkCount})::int` })
      .from(contents);
    expect({ likes: total('likes'), saves: total('saves'), checks: total('checks') }).toEqual(sums);
    // Spread over the past weeks, not all on the day of the seed.
    const [days] = await getDb()
      .select({ n: sql<number>`count(distinct date_trunc('day', ${interactions.createdAt}))::int` })
      .from(interactions)
      .where(eq(interactions.kind, 'like'));
    expect(days!.n).toBeGreaterThan(5);
  });
});
