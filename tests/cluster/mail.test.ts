import { afterAll, describe, expect, it } from 'vitest';
import { within } from './cluster';
import { clientAddress, cluster, registerReader } from './client';
import { receivedMail, setMailServerUp } from './mail-server';

afterAll(async () => {
  const { mail } = cluster();
  await setMailServerUp(mail.dir, mail.port, true);
});

describe('mail on the job engine across instances', () => {
  it('a reset mail asked for on A while SMTP is down arrives exactly once after it comes back', async () => {
    const { a, mail } = cluster();
    const reader = await registerReader(a);
    await setMailServerUp(mail.dir, mail.port, false);

    const response = await fetch(`${a}/api/user/authentication/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-forwarded-for': clientAddress() },
      body: JSON.stringify({ email: reader.email }),
    });
    expect(response.status).toBe(200);
    const resetMails = () => receivedMail(mail.dir).filter((message) => message.to.includes(reader.email) && message.raw.includes('reset-password'));
    // Long enough for several failed attempts from both instances' workers.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(resetMails()).toHaveLength(0);

    await setMailServerUp(mail.dir, mail.port, true);
    await within(60_000, async () => (resetMails().length > 0 ? true : undefined), 'the reset mail delivered');
    // Further polls and retries on A and B must not send it again.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(resetMails()).toHaveLength(1);
    expect(resetMails()[0]!.raw.replace(/=\r?\n/g, '')).toMatch(/token(=3D|=)[A-Za-z0-9]{40}/);
  }, 120_000);
});
