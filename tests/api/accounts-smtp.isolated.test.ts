import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as requestRoute } from '@/app/api/user/authentication/password-reset/route';
import { getDb } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';
import { flushBackground } from '@/server/background';
import { flushMail } from '@/server/mail/send';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { noParams, registerUser } from '../support/accounts';
import { apiRequest } from '../support/http';
import { startSmtpServer, type ReceivedMail } from '../support/smtp';

const inbox: ReceivedMail[] = [];
let server: SMTPServer;

beforeAll(async () => {
  const started = await startSmtpServer(inbox);
  server = started.server;
  const { port } = started;
  // env() is read once per module graph, and each test file gets its own: set it before first use.
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.MAIL_FROM = 'Darvazeh <no-reply@darvazeh.test>';
  resetRateLimitsForTests();
});

afterAll(async () => {
  await flushMail();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Undoes quoted-printable and base64 bodies enough to search the text. */
function decode(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  let text: string;
  try {
    text = decodeURIComponent(unfolded.replace(/%(?![0-9A-F]{2})/g, '%25'));
  } catch {
    text = unfolded;
  }
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) =>
    Buffer.from(m[1]!.replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [text, ...base64Parts].join('\n');
}

describe('mail over SMTP', () => {
  it('delivers the password reset link through a real SMTP server, in Persian for a Persian account', async () => {
    const account = await registerUser({}, 'fa');
    await flushMail();
    const response = await requestRoute(
      apiRequest('/api/user/authentication/password-reset', { method: 'POST', body: { email: account.email }, locale: 'en' }),
      noParams,
    );
    expect(response.status).toBe(200);
    // The link is made in the background, after the answer left.
    await flushBackground();
    await flushMail();

    const messages = inbox.filter((mail) => mail.to.includes(account.email));
    expect(messages).toHaveLength(2);
    expect(messages[0]!.from).toBe('no-reply@darvazeh.test');
    const reset = decode(messages[1]!.raw);
    expect(reset).toMatch(/http:\/\/localhost:3000\/fa\/reset-password\?token=[A-Za-z0-9]{40}&email=/);
    expect(reset).toContain('بازنشانی رمز عبور');
    expect(reset).toContain('dir="rtl"');
    expect(messages[1]!.raw).toMatch(/Content-Type: text\/plain/);
    expect(messages[1]!.raw).toMatch(/Content-Type: text\/html/);

    const rows = await getDb().select().from(mailOutbox);
    expect(rows.every((row) => row.sentAt instanceof Date && row.error === null)).toBe(true);
  });
});
