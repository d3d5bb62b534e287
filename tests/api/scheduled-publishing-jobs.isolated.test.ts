import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseHandle, getDb } from '@/server/db/client';
import { activityLogs, scheduledPublications } from '@/server/db/schema';
import { startJobs, stopJobs } from '@/server/jobs';
import { updateContent } from '@/server/services/content';
import { scheduledPublishingQueues } from '@/server/services/scheduled-publishing';
import { systemWriter } from '@/server/services/context';
import { makeItem } from '../support/content-fixtures';

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const announcedAt = async (id: string) => getDb().select().from(scheduledPublications).where(eq(scheduledPublications.contentId, id));
const wentLive = async (id: string) =>
  getDb()
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.resourceId, id), eq(activityLogs.action, 'articles.published_on_schedule')));

beforeAll(async () => {
  // The engine on this suite's own database (PGlite, or PostgreSQL with TEST_DATABASE_URL), with the queues `npm start` runs.
  await startJobs(databaseHandle(), scheduledPublishingQueues(), { pollingIntervalSeconds: 0.5 });
}, 120_000);

afterAll(async () => {
  await stopJobs();
});

describe('scheduled items on the job engine', () => {
  it('a scheduled item is taken live by its job at its time, not before, and once though it was saved again and moved', async () => {
    const first = new Date(Date.now() + 60_000);
    const item = await makeItem({ status: 'scheduled', publishedAt: first, en: { title: 'Goes live by itself' } });
    // Saved again at the same time (one job), then moved earlier: the first job will find it elsewhere.
    await updateContent({ type: 'articles', id: item.id, input: { published_at: first.toISOString() }, by: systemWriter() });
    const at = new Date(Date.now() + 3000);
    await updateContent({ type: 'articles', id: item.id, input: { published_at: at.toISOString() }, by: systemWriter() });
    expect(await announcedAt(item.id)).toHaveLength(0);

    await waitFor(async () => (await announcedAt(item.id)).length > 0, 20_000);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    const [row] = await announcedAt(item.id);
    expect(row!.publishedAt.getTime()).toBe(at.getTime());
    // Workers keep polling: nothing is announced a second time.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await wentLive(item.id)).toHaveLength(1);
  }, 60_000);
});
