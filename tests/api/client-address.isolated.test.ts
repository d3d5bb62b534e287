import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as loginRoute } from '@/app/api/user/authentication/login/route';
import { POST as requestResetRoute } from '@/app/api/user/authentication/password-reset/route';
import { getDb } from '@/server/db/client';
import { activityLogs, mailOutbox } from '@/server/db/schema';
import { flushBackground } from '@/server/background';
import { flushMail } from '@/server/mail/send';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { noParams, registerUser } from '../support/accounts';
import { apiRequest, fromAddress } from '../support/http';

// Read once by env(): set before any handler runs.
vi.hoisted(() => {
  process.env.TRUSTED_PROXIES = '127.0.0.1,10.0.0.0/8';
});

beforeEach(() => resetRateLimitsForTests());

const requestReset = (email: string, headers: Record<string, string>) =>
  requestResetRoute(apiRequest('/api/user/authentication/password-reset', { method: 'POST', body: { email }, headers }), noParams);

async function mailsTo(email: string) {
  // The link is made in the background, after the answer left.
  await flushBackground();
  await flushMail();
  return getDb().select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, email));
}

describe('client address behind TRUSTED_PROXIES', () => {
  it('a forged X-Forwarded-For from an untrusted address cannot send a victim 20 reset mails', async () => {
    const victim = await registerUser();
    const before = (await mailsTo(victim.email)).length;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const forged = { ...fromAddress('198.51.100.30'), 'x-forwarded-for': `203.0.113.${attempt}`, 'x-real-ip': `192.0.2.${attempt}` };
      statuses.push((await requestReset(victim.email, forged)).status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
    expect(await mailsTo(victim.email)).toHaveLength(before + 3);
  });

  it('believes the address a trusted proxy forwards, so two clients behind it have their own limits', async () => {
    const victim = await registerUser();
    const viaProxy = (client: string) => ({ ...fromAddress('10.0.0.5'), 'x-forwarded-for': `6.6.6.6, ${client}` });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await requestReset(victim.email, viaProxy('203.0.113.77'))).status).toBe(200);
    expect((await requestReset(victim.email, viaProxy('203.0.113.77'))).status).toBe(429);
    expect((await requestReset(victim.email, viaProxy('203.0.113.78'))).status).toBe(200);
  });

  it('records the forwarded client address of a sign-in behind a trusted proxy, and the socket address otherwise', async () => {
    const account = await registerUser();
    const login = (headers: Record<string, string>) =>
      loginRoute(apiRequest('/api/user/authentication/login', { method: 'POST', body: { login: account.email, password: account.password }, headers }), noParams);
    expect((await login({ ...fromAddress('127.0.0.1'), 'x-forwarded-for': '203.0.113.200' })).status).toBe(200);
    expect((await login({ ...fromAddress('198.51.100.31'), 'x-forwarded-for': '203.0.113.201' })).status).toBe(200);
    const logs = await getDb().select({ ip: activityLogs.ip }).from(activityLogs).where(eq(activityLogs.actorId, account.id));
    expect(logs.map((log) => log.ip).filter((ip) => ip !== null).sort()).toEqual(['198.51.100.31', '203.0.113.200']);
  });
});
