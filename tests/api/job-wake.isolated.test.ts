import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseHandle, getDb } from '@/server/db/client';
import { transaction } from '@/server/db/unit-of-work';
import { enqueueJob, startJobs, stopJobs, type JobQueue } from '@/server/jobs';

/**
 * Workers poll far less often than a test waits here: a job that runs at all was woken by its
 * commit, not found by a poll.
 */
const POLL_SECONDS = 600;

const handled: string[] = [];
const queue: JobQueue = {
  name: 'wake-test',
  retryLimit: 0,
  retryDelay: 1,
  retryDelayMax: 1,
  handle: async (data) => void handled.push(String(data.id)),
};

beforeAll(async () => {
  await startJobs(databaseHandle(), [queue], { pollingIntervalSeconds: POLL_SECONDS });
}, 120_000);

afterAll(async () => {
  await stopJobs();
});

describe('the job engine', () => {
  it('starts a job as soon as the write that queued it commits, without waiting for the next poll', async () => {
    await transaction(getDb(), async () => {
      await enqueueJob(queue.name, { id: 'committed' });
    });
    await expect.poll(() => handled, { timeout: 20_000 }).toEqual(['committed']);
  });

  it('hears nothing of a job whose write rolled back, and goes on waking for the next one', async () => {
    await expect(
      transaction(getDb(), async () => {
        await enqueueJob(queue.name, { id: 'rolled back' });
        throw new Error('the write fails');
      }),
    ).rejects.toThrow('the write fails');
    await enqueueJob(queue.name, { id: 'after' });
    await expect.poll(() => handled, { timeout: 20_000 }).toEqual(['committed', 'after']);
  });
});
