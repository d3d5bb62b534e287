import { and, eq, lt, lte } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { newsletterIssues } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import type { JobQueue } from '@/server/jobs';
import { recordWrite } from '@/server/services/activity/record-activity';
import { systemWriter } from '@/server/services/context';
import { PUSH_QUEUE, pushItem } from '@/server/services/push/announce';
import { ANNOUNCE_QUEUE, announceItem } from './announce';
import { runDigests } from './digest';
import { findIssue } from './issues';
import { finishIfDone, runIssueSend, STALE_CLAIM_MS } from './send';
import { SEND_QUEUE, startSending } from './send-issue';

/** Starts the scheduled issues whose time has come (each once: the row is locked and its status moves). */
export async function startDueIssues(now: Date = new Date()): Promise<number> {
  const due = await getDb()
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, 'scheduled'), lte(newsletterIssues.scheduledAt, now)));
  let started = 0;
  for (const { id } of due) {
    await transaction(getDb(), async (tx) => {
      const issue = await findIssue(tx, id, { lock: true });
      if (issue.status !== 'scheduled') return;
      const total = await startSending(tx, issue);
      await recordWrite(tx, systemWriter(), 'newsletters.send', id, { total });
      started += 1;
    });
  }
  return started;
}

/**
 * Ends the issues whose last recipients were claimed by a sender that died: once nothing is left
 * to claim and its claims are stale, they are counted failed (never sent again) and the issue is
 * sent. The send job's own retry usually does this; the tick makes sure, whatever became of it.
 */
export async function finishStalledIssues(now: Date = new Date()): Promise<number> {
  const sending = await getDb()
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, 'sending'), lt(newsletterIssues.startedAt, new Date(now.getTime() - STALE_CLAIM_MS))));
  let finished = 0;
  for (const { id } of sending) if (await finishIfDone(getDb(), id, now)) finished += 1;
  return finished;
}

/**
 * The newsletter's jobs: an issue's send (retried with a growing wait after a temporary SMTP
 * refusal; the ledger makes every retry resume, never repeat), an item's announcement and its
 * browsers' notification, and a
 * tick every quarter hour that starts scheduled issues and makes the digests that are due. The
 * tick is quarter-hourly rather than hourly because Tehran's clock is half an hour off UTC's.
 */
export function newsletterQueues({
  retryDelay = 60,
  retryLimit = 10,
}: { retryDelay?: number; retryLimit?: number } = {}): JobQueue[] {
  return [
    {
      name: SEND_QUEUE,
      retryLimit,
      retryDelay,
      retryDelayMax: 30 * 60,
      handle: async (data) => runIssueSend({ issueId: String(data.issueId) }),
    },
    {
      name: ANNOUNCE_QUEUE,
      retryLimit: 5,
      retryDelay: 30,
      retryDelayMax: 10 * 60,
      handle: async (data) => void (await announceItem({ contentId: String(data.contentId) })),
    },
    {
      name: PUSH_QUEUE,
      retryLimit: 3,
      retryDelay: 60,
      retryDelayMax: 10 * 60,
      handle: async (data) => void (await pushItem({ contentId: String(data.contentId), locale: data.locale === 'en' ? 'en' : 'fa' })),
    },
    {
      name: 'newsletter-tick',
      policy: 'exclusive',
      cron: '*/15 * * * *',
      retryLimit: 0,
      retryDelay: 60,
      retryDelayMax: 60,
      handle: async () => {
        await startDueIssues();
        await finishStalledIssues();
        await runDigests();
      },
    },
  ];
}
