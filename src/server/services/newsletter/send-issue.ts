import { eq } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { newsletterIssues, type NewsletterIssue } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import { ConflictError } from '@/server/errors';
import { enqueueOrRun } from '@/server/jobs';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import { sendIssueInput, type IssueJson } from '@/shared/schemas/newsletter';
import { findIssue } from './issues';
import { fillLedger, runIssueSend } from './send';
import { toIssueJson } from './serialize';

export const SEND_QUEUE = 'newsletter-send';

/**
 * Fills the issue's ledger and queues its send, in the caller's unit of work: the job exists
 * exactly when the ledger does. Keyed by the issue, so one send runs per issue at a time.
 */
export async function startSending(tx: Transaction, issue: NewsletterIssue): Promise<number> {
  const total = await fillLedger(tx, issue);
  await enqueueOrRun(SEND_QUEUE, { issueId: issue.id }, issue.id, () => runIssueSend({ issueId: issue.id }));
  return total;
}

/**
 * Sends a draft now, or schedules it for `scheduled_at` (the newsletter tick starts it when due).
 * A scheduled issue can be sent now or moved; one that is sending or sent is a 409.
 */
export async function sendIssue(
  { id, input, by }: { id: string; input: unknown; by: WriteContext },
  db: Database = getDb(),
): Promise<IssueJson> {
  const { scheduled_at } = sendIssueInput.parse(input);
  const at = scheduled_at ? new Date(scheduled_at) : null;
  return transaction(db, async (tx) => {
    const issue = await findIssue(tx, id, { lock: true });
    if (issue.status !== 'draft' && issue.status !== 'scheduled') throw new ConflictError('newsletter.api.issueAlreadySent');
    if (at && at.getTime() > Date.now()) {
      await tx.update(newsletterIssues).set({ status: 'scheduled', scheduledAt: at }).where(eq(newsletterIssues.id, id));
      await recordWrite(tx, by, 'newsletters.schedule', id, { scheduled_at: at.toISOString() });
    } else {
      const total = await startSending(tx, issue);
      await recordWrite(tx, by, 'newsletters.send', id, { total });
    }
    return toIssueJson(await findIssue(tx, id));
  });
}
