import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/env';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';
import type { MailContent } from './templates';

export type OutgoingMail = MailContent & { to: string };

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

async function deliver(id: string, mail: OutgoingMail): Promise<void> {
  const url = env().SMTP_URL;
  if (!url) {
    // Development outbox: the row is the mailbox, and the log shows the link right away.
    if (process.env.NODE_ENV !== 'test') console.info(`[mail] outbox → ${mail.to}: ${mail.subject}\n${mail.text}`);
    return;
  }
  try {
    await transporter(url).sendMail({ from: env().MAIL_FROM, ...mail });
    await getDb().update(mailOutbox).set({ sentAt: new Date(), error: null }).where(eq(mailOutbox.id, id));
  } catch (error) {
    console.error(`[mail] delivery to ${mail.to} failed`, error);
    await getDb()
      .update(mailOutbox)
      .set({ error: error instanceof Error ? error.message : String(error) })
      .where(eq(mailOutbox.id, id))
      .catch(() => undefined);
  }
}

/**
 * Delivers a queued message over SMTP (SMTP_URL) or to the log, in the background: the answer
 * does not wait for the mail server, so its timing cannot tell whether an account exists.
 */
export function dispatchMail(id: string, mail: OutgoingMail): void {
  const { pending } = state();
  const delivery = deliver(id, mail).finally(() => pending.delete(delivery));
  pending.add(delivery);
}

/** Waits for every delivery in flight (tests and graceful shutdown). */
export async function flushMail(): Promise<void> {
  while (state().pending.size > 0) await Promise.all([...state().pending]);
}
