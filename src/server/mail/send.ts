import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/env';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';
import { afterCommit } from '@/server/db/unit-of-work';
import { areJobsRunning, enqueueJob, queueWhereMissing, sweepRange, type JobQueue } from '@/server/jobs';
import { report } from '@/server/observability/hooks';
import type { MailContent } from './templates';

export type OutgoingMail = MailContent & { to: string };

const MAIL_QUEUE = 'mail-delivery';

type MailState = { pending: Set<Promise<void>>; transport?: { url: string; transporter: Transporter } };
const STATE = Symbol.for('darvazeh.mail');
type Global = typeof globalThis & { [STATE]?: MailState };

function state(): MailState {
  const global = globalThis as Global;
  global[STATE] ??= { pending: new Set() };
  return global[STATE];
}

function transporter(url: string): Transporter {
  const current = state();
  if (current.transport?.url !== url) current.transport = { url, transporter: nodemailer.createTransport(url) };
  return current.transport.transporter;
}

/**
 * Records a message in `mail_outbox`. Call it inside the transaction that created the link, then
 * `dispatchMail` after commit: a rolled-back change never mails a link that does not work.
 */
export async function queueMail(db: Database | Transaction, mail: OutgoingMail): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

/**
 * What the outbox keeps of a sent message: everything an operator needs to see what went where,
 * with the one-time secrets in its links (`?token=…`) cut out, so a read of the table cannot take
 * over an account.
 */
export function redactSecrets(body: string): string {
  return body.replace(/([?&](?:amp;)?token=)[^&\s"'<>]+/g, '$1[removed]');
}

async function deliver(id: string, mail: OutgoingMail): Promise<void> {
  const url = env().SMTP_URL;
  if (!url) {
    // Development outbox: the row is the mailbox; with LOG_LEVEL=debug the log prints the message
    // and its links too (observability/logger.ts), at any other level only to whom and its subject.
    if (process.env.NODE_ENV !== 'test') console.info(`[mail] outbox → ${mail.to}: ${mail.subject}\n${mail.text}`);
    return;
  }
  try {
    await transporter(url).sendMail({ from: env().MAIL_FROM, ...mail });
    await getDb()
      .update(mailOutbox)
      .set({ sentAt: new Date(), error: null, text: redactSecrets(mail.text), html: redactSecrets(mail.html) })
      .where(eq(mailOutbox.id, id));
  } catch (error) {
    report().mailDeliveryFailed?.();
    console.error(`[mail] delivery to ${mail.to} failed`, error);
    await getDb()
      .update(mailOutbox)
      .set({ error: error instanceof Error ? error.message : String(error) })
      .where(eq(mailOutbox.id, id))
      .catch(() => undefined);
    throw error;
  }
}

/**
 * The mail queue: a job per outbox row. A delivery that fails (SMTP down) is retried with a
 * growing delay; a row already sent is never sent again, whichever instance picks the job up.
 */
export function mailQueue({ retryDelay = 30, retryLimit = 12 }: { retryDelay?: number; retryLimit?: number } = {}): JobQueue {
  return {
    name: MAIL_QUEUE,
    retryLimit,
    retryDelay,
    retryDelayMax: 15 * 60,
    handle: async (data) => {
      const id = String(data.outboxId);
      const [row] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!row || row.sentAt) return;
      await deliver(id, { to: row.to, subject: row.subject, text: row.text, html: row.html });
    },
  };
}

/**
 * Delivers a queued message over SMTP (SMTP_URL) or to the log, in the background: the answer
 * does not wait for the mail server, so its timing cannot tell whether an account exists. Inside a
 * unit of work it waits for the commit (ADR 0025): a rolled-back change never mails a link that
 * does not work, and a message whose commit was not followed by its job is sent by the sweep.
 */
export function dispatchMail(id: string, mail: OutgoingMail): void {
  void afterCommit(() => {
    const { pending } = state();
    // Without the job engine (one-off scripts, tests that do not start it) the message is sent once,
    // in place; a failure stays recorded on its outbox row.
    const work = areJobsRunning()
      ? enqueueJob(MAIL_QUEUE, { outboxId: id }, id).catch((error: unknown) => console.error('[mail] could not queue', id, error))
      : deliver(id, mail).catch(() => undefined);
    const delivery = work.finally(() => pending.delete(delivery));
    pending.add(delivery);
  });
}

/** Queues the unsent messages that never got a job (an instance stopped between commit and queueing, a script). */
export async function sweepUnsentMail(now: Date = new Date()): Promise<number> {
  if (!env().SMTP_URL || !areJobsRunning()) return 0;
  const { from, to } = sweepRange(now);
  const unsent = await getDb()
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), gt(mailOutbox.createdAt, from), lt(mailOutbox.createdAt, to)))
    .limit(1000);
  return queueWhereMissing(MAIL_QUEUE, unsent, (row) => ({ outboxId: row.id }));
}

/** Every five minutes, on one instance. */
export function mailSweepQueue(): JobQueue {
  return {
    name: `${MAIL_QUEUE}-sweep`,
    policy: 'exclusive',
    cron: '*/5 * * * *',
    retryLimit: 0,
    retryDelay: 60,
    retryDelayMax: 60,
    handle: async () => void (await sweepUnsentMail()),
  };
}

/** Waits for every delivery in flight (tests and graceful shutdown). */
export async function flushMail(): Promise<void> {
  while (state().pending.size > 0) await Promise.all([...state().pending]);
}
