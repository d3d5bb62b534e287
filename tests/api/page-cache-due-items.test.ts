import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { pathTag } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { activityLogs, contents, scheduledPublications } from '@/server/db/schema';
import { resetTagStore, tagStore } from '@/server/page-cache/tag-store';
import { publishDueItem, publishOverdueItems, scheduledItemsBetween, SWEEP_WINDOW_MS } from '@/server/services/scheduled-publishing';
import { systemWriter } from '@/server/services/context';
import { makeItem } from '../support/content-fixtures';

/** The announcements of one item: the ledger rows and the "went live as scheduled" activity rows. */
async function announcementsOf(id: string) {
  const [ledger, activity] = await Promise.all([
    getDb().select().from(scheduledPublications).where(eq(scheduledPublications.contentId, id)),
    getDb()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.resourceId, id), eq(activityLogs.action, 'articles.published_on_schedule'))),
  ]);
  return { ledger: ledger.length, activity: activity.length };
}

describe('scheduled items coming due', () => {
  afterEach(() => resetTagStore());

  it('finds the items whose time came within the window and that were not announced, and only those', async () => {
    const justNow = await makeItem({ status: 'scheduled', publishedAt: new Date(Date.now() - 30_000), en: { title: 'Due just now', slug: 'due-just-now' } });
    await makeItem({ status: 'scheduled', publishedAt: new Date(Date.now() + 3_600_000), en: { title: 'Due in an hour', slug: 'due-in-an-hour' } });
    await makeItem({ status: 'scheduled', publishedAt: new Date(Date.now() - 2 * SWEEP_WINDOW_MS), en: { title: 'Due long ago', slug: 'due-long-ago' } });
    await makeItem({ status: 'published', publishedAt: new Date(Date.now() - 30_000), en: { title: 'Published', slug: 'published-now' } });

    const found = await scheduledItemsBetween(getDb(), new Date(Date.now() - SWEEP_WINDOW_MS), new Date(), { unannouncedOnly: true });
    expect(found.map((item) => item.contentId)).toContain(justNow.id);
    expect(found).toHaveLength(1);
    await publishOverdueItems({ by: systemWriter() });
    // Announced once, it is not found again.
    expect(await scheduledItemsBetween(getDb(), new Date(Date.now() - SWEEP_WINDOW_MS), new Date(), { unannouncedOnly: true })).toHaveLength(0);
  });

  it('expires the cached pages of an item that came due, without any write at that moment', async () => {
    const item = await makeItem({ status: 'scheduled', publishedAt: new Date(Date.now() - 1000), fa: { title: 'زمانش رسید', slug: 'time-has-come' } });
    // A list page cached before the item's time.
    const cachedAt = Date.now() - 10_000;
    expect(await publishDueItem({ contentId: item.id, publishedAt: new Date(item.published_at!), by: systemWriter() })).toBe('announced');
    expect(tagStore().isExpired([pathTag('/fa/articles')], cachedAt)).toBe(true);
    expect(tagStore().isExpired([pathTag('/fa/articles/time-has-come')], cachedAt)).toBe(true);
    expect(tagStore().isExpired([pathTag('/fa/books')], cachedAt)).toBe(false);
  });

  it('announces an item once, however many runs (a retry, a second instance, the sweep) take it live', async () => {
    const item = await makeItem({ status: 'scheduled', publishedAt: new Date(Date.now() - 1000), en: { title: 'Once only' } });
    const due = { contentId: item.id, publishedAt: new Date(item.published_at!), by: systemWriter() };
    const [first, second] = await Promise.all([publishDueItem(due), publishDueItem(due), publishOverdueItems({ by: systemWriter() })]);
    // Whichever of the three runs takes it live first announces it (on PostgreSQL the sweep wins
    // now and then); every other run only refreshes the pages.
    expect([first, second].filter((outcome) => outcome === 'announced').length).toBeLessThanOrEqual(1);
    expect([first, second].every((outcome) => outcome === 'announced' || outcome === 'refreshed')).toBe(true);
    expect(await publishDueItem(due)).toBe('refreshed');
    expect(await announcementsOf(item.id)).toEqual({ ledger: 1, activity: 1 });
  });

  it('leaves alone a job whose item was moved to another time, unpublished, or is not due yet', async () => {
    const item = await makeItem({ status: 'scheduled', publishedAt: new Date(Date.now() - 1000), en: { title: 'Moved' } });
    const due = { contentId: item.id, publishedAt: new Date(item.published_at!), by: systemWriter() };
    await getDb().update(contents).set({ publishedAt: new Date(Date.now() + 600_000) }).where(eq(contents.id, item.id));
    expect(await publishDueItem(due)).toBe('moved');
    expect(await publishDueItem({ contentId: item.id, publishedAt: new Date(Date.now() + 600_000), by: systemWriter() })).toBe('moved');
    await getDb().update(contents).set({ status: 'draft', publishedAt: due.publishedAt }).where(eq(contents.id, item.id));
    expect(await publishDueItem(due)).toBe('moved');
    expect(await announcementsOf(item.id)).toEqual({ ledger: 0, activity: 0 });
  });

  it('reads the due range through an index on type and publication time', async () => {
    // The test database is small enough for a sequential scan to win; the question is whether the index serves the range.
    const text = await getDb().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const plan = await tx.execute(
        sql`EXPLAIN SELECT c.type FROM contents c WHERE c.type IN ('articles','books','coins','metaverses','podcasts','videos','posts') AND c.status = 'scheduled' AND c.published_at > now() - interval '1 hour' AND c.published_at <= now()`,
      );
      return (plan.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
    });
    // Which of the indexes over (type, …, published_at) the planner takes on a near-empty table varies
    // (the list indexes qualify too); what matters is that the due range is an index condition.
    expect(text).not.toContain('Seq Scan');
    expect(text).toMatch(/Index (Only )?Scan using \w+ on contents/);
    expect(text).toMatch(/Index Cond: .*type = ANY.*published_at > /);
  });
});
