import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { env } from '@/env';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import {
  mailOutbox,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  type NewsletterIssue,
} from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import { personalize, type IssueTemplate } from '@/server/mail/newsletter/issue';
import { recordWrite } from '@/server/services/activity/record-activity';
import { systemWriter } from '@/server/services/context';
import type { NewsletterLanguage } from '@/shared/newsletter';
import { bulkHeaders, renderIssue } from './compose';
import { itemFacts, type ItemFacts } from './items';
import { subscriberLinks } from './links';
import { recipientsOf } from './recipients';
import { withTracking } from './tracking';
import { newsletterTransport, rateLimiter, refusal } from './transport';

/** A claim older than this whose row is still `sending` belongs to a send that died; it is not sent again. */
export const STALE_CLAIM_MS = 10 * 60_000;

/**
 * Starts sending an issue: fills its ledger with one row per recipient in one statement (the
 * database streams the subscribers; none of them passes through this process) and marks it
 * `sending`. Call it inside the unit of work that decided to send, then queue `runIssueSend`.
 */
export async function fillLedger(tx: Transaction, issue: NewsletterIssue): Promise<number> {
  const items: ItemFacts[] = [];
  // In turn: the transaction's one connection takes one query at a time.
  for (const id of issue.itemIds) {
    const item = await itemFacts(tx, id);
    if (item) items.push(item);
  }
  await tx.execute(sql`
    insert into newsletter_deliveries (issue_id, subscriber_id)
    select ${issue.id}, ${newsletterSubscribers.id} from ${newsletterSubscribers} where ${recipientsOf(issue, items)}
    on conflict do nothing`);
  const [row] = await tx.select({ total: count() }).from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, issue.id));
  const total = row?.total ?? 0;
  await tx
    .update(newsletterIssues)
    .set({ status: 'sending', total, startedAt: new Date() })
    .where(eq(newsletterIssues.id, issue.id));
  return total;
}

type Claimed = { id: string; email: string; locale: NewsletterLanguage; status: string };

/**
 * Claims the next recipients no one has claimed: their rows become `sending` in one committed
 * statement before any message leaves, so a send killed at any point never sends them again.
 * SKIP LOCKED lets several workers share one issue.
 */
export async function claimBatch(db: Database, issueId: string, size: number): Promise<Claimed[]> {
  const result = await db.execute<Claimed>(sql`
    with picked as (
      select issue_id, subscriber_id from newsletter_deliveries
      where issue_id = ${issueId} and status = 'pending'
      limit ${size} for update skip locked
    ), claimed as (
      update newsletter_deliveries d set status = 'sending', claimed_at = now(), attempts = d.attempts + 1
      from picked where d.issue_id = picked.issue_id and d.subscriber_id = picked.subscriber_id
      returning d.subscriber_id
    )
    select s.id, s.email, s.locale, s.status from claimed join newsletter_subscribers s on s.id = claimed.subscriber_id`);
  return result.rows;
}

type Outcome = { id: string; result: 'sent' | 'gone' | 'suppressed' | 'retry'; reason?: string };

async function deliverOne(
  db: Database,
  issue: NewsletterIssue,
  template: IssueTemplate,
  recipient: Claimed,
  pace: () => Promise<void>,
): Promise<Outcome> {
  // Unsubscribed or suppressed since the ledger was filled: not sent, and not counted.
  if (recipient.status !== 'confirmed') return { id: recipient.id, result: 'gone' };
  const links = await subscriberLinks(db, recipient);
  const content = personalize(template, { email: recipient.email, ...links });
  if (env().NEWSLETTER_TRACKING) {
    content.html = await withTracking(db, { issueId: issue.id, subscriberId: recipient.id }, content.html, [
      links.preferencesUrl,
      links.unsubscribeUrl,
    ]);
  }
  const { messageId, headers } = bulkHeaders(issue, { id: recipient.id, unsubscribeUrl: links.unsubscribeUrl });
  const transport = newsletterTransport();
  if (!transport) {
    // Development outbox: the table is the mailbox, and nothing would ever send its rows later.
    await db.insert(mailOutbox).values({ to: recipient.email, ...content, sentAt: new Date() });
    return { id: recipient.id, result: 'sent' };
  }
  await pace();
  try {
    await transport.sendMail({ from: env().MAIL_FROM, to: recipient.email, ...content, messageId, headers });
    return { id: recipient.id, result: 'sent' };
  } catch (error) {
    const { permanent, reason } = refusal(error);
    return { id: recipient.id, result: permanent ? 'suppressed' : 'retry', reason };
  }
}

/** Runs `work` over `items` with at most `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/** Records a batch's outcomes: the ledger rows, the issue's counters, and the addresses whose server refused for good. */
async function recordOutcomes(db: Database, issueId: string, outcomes: Outcome[]): Promise<void> {
  const of = (result: Outcome['result']) => outcomes.filter((outcome) => outcome.result === result);
  const [sent, gone, suppressed, retry] = [of('sent'), of('gone'), of('suppressed'), of('retry')];
  const ids = (list: Outcome[]) => list.map((outcome) => outcome.id);
  const mine = (list: Outcome[]) =>
    and(eq(newsletterDeliveries.issueId, issueId), inArray(newsletterDeliveries.subscriberId, ids(list)));
  await transaction(db, async (tx) => {
    if (sent.length)
      await tx.update(newsletterDeliveries).set({ status: 'sent', sentAt: new Date(), error: null }).where(mine(sent));
    if (gone.length) await tx.delete(newsletterDeliveries).where(mine(gone));
    for (const outcome of suppressed) {
      await tx
        .update(newsletterDeliveries)
        .set({ status: 'suppressed', error: outcome.reason })
        .where(mine([outcome]));
      await tx
        .update(newsletterSubscribers)
        .set({ status: 'suppressed', suppressedReason: outcome.reason })
        .where(eq(newsletterSubscribers.id, outcome.id));
      await recordWrite(tx, systemWriter(), 'subscribers.suppress', outcome.id, { reason: outcome.reason });
    }
    // A temporary refusal releases the claim: nothing was accepted, so the retry may send it.
    for (const outcome of retry)
      await tx
        .update(newsletterDeliveries)
        .set({ status: 'pending', error: outcome.reason })
        .where(mine([outcome]));
    await tx
      .update(newsletterIssues)
      .set({
        sent: sql`${newsletterIssues.sent} + ${sent.length}`,
        failed: sql`${newsletterIssues.failed} + ${suppressed.length}`,
        total: sql`${newsletterIssues.total} - ${gone.length}`,
      })
      .where(eq(newsletterIssues.id, issueId));
  });
}

/** Ends the issue once nobody is left: claims a dead send left behind are counted failed, never resent. */
export async function finishIfDone(db: Database, issueId: string, now: Date): Promise<boolean> {
  return transaction(db, async (tx) => {
    const stale = await tx
      .update(newsletterDeliveries)
      .set({ status: 'failed', error: 'interrupted after it was claimed; not sent again' })
      .where(
        and(
          eq(newsletterDeliveries.issueId, issueId),
          eq(newsletterDeliveries.status, 'sending'),
          lt(newsletterDeliveries.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
        ),
      )
      .returning({ id: newsletterDeliveries.subscriberId });
    const [open] = await tx
      .select({ n: count() })
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.issueId, issueId), inArray(newsletterDeliveries.status, ['pending', 'sending'])));
    const done = (open?.n ?? 0) === 0;
    await tx
      .update(newsletterIssues)
      .set({
        failed: sql`${newsletterIssues.failed} + ${stale.length}`,
        ...(done ? { status: 'sent' as const, finishedAt: now } : {}),
      })
      .where(eq(newsletterIssues.id, issueId));
    return done;
  });
}

export class TemporarySmtpError extends Error {}

/**
 * Sends an issue from its ledger, a batch at a time (NEWSLETTER_BATCH_SIZE), over the pooled
 * transport at NEWSLETTER_RATE_PER_MINUTE. Killed at any point and run again, it sends to every
 * recipient never claimed, once, and to nobody twice. A temporary refusal (4xx, a dropped
 * connection) releases that recipient and fails the run, so the job engine retries it later.
 */
export async function runIssueSend(
  { issueId, now = () => new Date() }: { issueId: string; now?: () => Date },
  db: Database = getDb(),
): Promise<void> {
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
  if (!issue || issue.status !== 'sending') return;
  const template = await renderIssue(db, issue);
  const { NEWSLETTER_BATCH_SIZE, NEWSLETTER_RATE_PER_MINUTE, NEWSLETTER_SMTP_CONNECTIONS } = env();
  const pace = rateLimiter(NEWSLETTER_RATE_PER_MINUTE);
  for (;;) {
    const batch = await claimBatch(db, issueId, NEWSLETTER_BATCH_SIZE);
    if (batch.length === 0) break;
    const outcomes = await inParallel(batch, NEWSLETTER_SMTP_CONNECTIONS, (recipient) =>
      deliverOne(db, issue, template, recipient, pace),
    );
    await recordOutcomes(db, issueId, outcomes);
    const retry = outcomes.find((outcome) => outcome.result === 'retry');
    if (retry)
      throw new TemporarySmtpError(`newsletter ${issueId}: temporary SMTP failure, retried later: ${retry.reason ?? ''}`);
  }
  await finishIfDone(db, issueId, now());
}
