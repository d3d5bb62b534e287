import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/env';
import { POST as requestRoute } from '@/app/api/user/authentication/password-reset/route';
import { databaseHandle, getDb } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';
import { startJobs, stopJobs } from '@/server/jobs';
import { flushBackground } from '@/server/background';
import { flushMail, mailQueue } from '@/server/mail/send';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { noParams, registerUser } from '../support/accounts';
import { apiRequest } from '../support/http';
import { startSmtpServer, type ReceivedMail } from '../support/smtp';

// Mail is queued for a port where nothing listens yet. The port is found free at the start, not
// fixed: the PGlite and PostgreSQL runs of this file overlap, and with one port each delivered the
// other's mail to its own server.
let smtpPort = 0;

const inbox: ReceivedMail[] = [];
let smtp: SMTPServer | undefined;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  smtpPort = await freePort();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  resetEnvForTests();
  resetRateLimitsForTests();
  // Retries start after 1 s instead of 30 s; the engine, its backoff and the SMTP client are real.
  await startJobs(databaseHandle(), [mailQueue({ retryDelay: 1, retryLimit: 20 })], { pollingIntervalSeconds: 0.5 });
}, 120_000);

afterAll(async () => {
  await flushMail();
  await stopJobs();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe('mail delivery on the job engine', () => {
  it('a reset mail queued while SMTP is down arrives once after it comes back, and the outbox keeps no token', async () => {
    const account = await registerUser();
    const response = await requestRoute(apiRequest('/api/user/authentication/password-reset', { method: 'POST', body: { email: account.email } }), noParams);
    expect(response.status).toBe(200);
    // The link is made in the background, after the answer left.
    await flushBackground();
    await flushMail();

    const outboxRow = async () => {
      const rows = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, account.email));
      return rows.find((row) => row.text.includes('/reset-password'))!;
    };
    // The first attempts fail while nothing listens on the SMTP port; the failure is on the row.
    await waitFor(async () => Boolean((await outboxRow()).error), 30_000);
    expect((await outboxRow()).sentAt).toBeNull();

    ({ server: smtp } = await startSmtpServer(inbox, smtpPort));
    const resetMails = () => inbox.filter((mail) => mail.to.includes(account.email) && mail.raw.includes('reset-password'));
    await waitFor(() => resetMails().length > 0, 60_000);
    // Later polls and retries must not send it again.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(resetMails()).toHaveLength(1);

    const row = await outboxRow();
    expect(row.sentAt).not.toBeNull();
    expect(row.error).toBeNull();
    const token = /token=3D([A-Za-z0-9]{40})|token=([A-Za-z0-9]{40})/.exec(resetMails()[0]!.raw.replace(/=\r?\n/g, ''));
    const secret = token?.[1] ?? token?.[2];
    expect(secret).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(row.text).not.toContain(secret);
    expect(row.html).not.toContain(secret);
    expect(row.text).toContain('token=[removed]');
  }, 180_000);
});
