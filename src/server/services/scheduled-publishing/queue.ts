import { getDb } from '@/server/db/client';
import { transaction } from '@/server/db/unit-of-work';
import { areJobsRunning, enqueueJob, type JobQueue } from '@/server/jobs';
import { systemWriter, type WriteContext } from '../context';
import { publishDueItem, scheduledItemsBetween, type DueItem } from './publish-due';
import { publishOverdueItems } from './publish-overdue';

/** One job per scheduled item and time, run at that time by one instance (ADR 0020). */
export const DUE_ITEM_QUEUE = 'content-due';
/** Once a minute across the cluster: what no job took live (scheduled by an import, or while jobs were down). */
export const DUE_SWEEP_QUEUE = 'content-due-sweep';
/** The sweep also queues the jobs of items due before its next run, so those too go live on the second. */
const SWEEP_LOOKAHEAD_MS = 120_000;

const keyOf = ({ contentId, publishedAt }: DueItem) => `${contentId}@${publishedAt.toISOString()}`;

/** Queues the job that takes `item` live at its time; a second call for the same item and time adds nothing. */
async function queueDueItem(item: DueItem): Promise<void> {
  await enqueueJob(DUE_ITEM_QUEUE, { contentId: item.contentId, publishedAt: item.publishedAt.toISOString() }, keyOf(item), {
    startAfter: item.publishedAt,
  });
}

/**
 * Called by the write, in its unit of work: a scheduled item gets its job in the same transaction
 * (ADR 0025), so an item that rolls back (a dry-run import, a failing item) leaves no job. Without
 * the job engine (one-off scripts, tests) nothing is queued, and a failure to queue does not fail
 * the write (its own savepoint): the minute's sweep takes the item live instead.
 */
export async function scheduleComingDue(written: { id: string; status: string; published_at: string | null }): Promise<void> {
  if (written.status !== 'scheduled' || !written.published_at || !areJobsRunning()) return;
  const item = { contentId: written.id, publishedAt: new Date(written.published_at) };
  await transaction(getDb(), () => queueDueItem(item)).catch((error: unknown) =>
    console.error('[scheduled] could not queue', item.contentId, error),
  );
}

/** The sweep: overdue items now, and jobs for the ones due before the next sweep. */
export async function sweepScheduledItems({ by, now = new Date() }: { by: WriteContext; now?: Date }): Promise<void> {
  const db = getDb();
  await publishOverdueItems({ by, now }, db);
  if (!areJobsRunning()) return;
  const upcoming = await scheduledItemsBetween(db, now, new Date(now.getTime() + SWEEP_LOOKAHEAD_MS));
  for (const item of upcoming) await queueDueItem(item);
}

/** The two queues `npm start` runs. */
export function scheduledPublishingQueues(): JobQueue[] {
  return [
    {
      name: DUE_ITEM_QUEUE,
      policy: 'exclusive',
      retryLimit: 10,
      retryDelay: 5,
      retryDelayMax: 300,
      handle: async (data) => {
        await publishDueItem({
          contentId: String(data.contentId),
          publishedAt: new Date(String(data.publishedAt)),
          by: systemWriter(),
        });
      },
    },
    {
      name: DUE_SWEEP_QUEUE,
      policy: 'exclusive',
      cron: '* * * * *',
      retryLimit: 0,
      retryDelay: 5,
      retryDelayMax: 5,
      handle: () => sweepScheduledItems({ by: systemWriter() }),
    },
  ];
}
