import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as checkAuth } from '@/app/api/user/authentication/check-auth/route';
import { POST as loginRoute } from '@/app/api/user/authentication/login/route';
import { PATCH as resetRoute, POST as requestRoute } from '@/app/api/user/authentication/password-reset/route';
import { backgroundTasksInFlight, flushBackground } from '@/server/background';
import { getDb } from '@/server/db/client';
import { activityLogs, mailOutbox, passwordResetTokens } from '@/server/db/schema';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { type ApiBody, bearer, lastMailTo, linkIn, noParams, registerUser } from '../support/accounts';
import { apiRequest, fromAddress, json } from '../support/http';
import { countQueries } from '../support/query-counter';

type Body = ApiBody;

beforeEach(() => resetRateLimitsForTests());

const requestReset = (email: string, locale: 'fa' | 'en' = 'en', headers: Record<string, string> = {}) =>
  requestRoute(apiRequest('/api/user/authentication/password-reset', { method: 'POST', body: { email }, locale, headers }), noParams);
const reset = (body: unknown, locale: 'fa' | 'en' = 'en') =>
  resetRoute(apiRequest('/api/user/authentication/password-reset', { method: 'PATCH', body, locale }), noParams);

async function resetLink(email: string) {
  const mail = await lastMailTo(email);
  const link = linkIn(mail!.text, '/reset-password');
  return { token: link.searchParams.get('token')!, email: link.searchParams.get('email')!, link, mail: mail! };
}

describe('POST /api/user/authentication/password-reset', () => {
  it('does the same work before answering for a known and an unknown address: none that depends on the account', async () => {
    const account = await registerUser();
    await flushBackground();
    const steps = async (email: string) => {
      const { result, queries } = await countQueries(getDb(), async () => {
        const response = await requestReset(email);
        // Everything that depends on the account is still queued when the answer is ready.
        return { status: response.status, queued: backgroundTasksInFlight() };
      });
      await flushBackground();
      return { ...result, queries };
    };
    const known = await steps(account.email);
    const unknown = await steps('nobody-at-all@example.com');
    expect(known).toEqual({ status: 200, queued: 1, queries: 0 });
    expect(unknown).toEqual(known);
    // The background work did run: a link for the account, only an activity row for the stranger.
    expect(await lastMailTo(account.email)).toBeDefined();
    const rows = await getDb().select().from(activityLogs).where(eq(activityLogs.action, 'auth.password_reset_requested'));
    expect(rows.map((row) => (row.summary as { account_found: boolean }).account_found).sort()).toEqual([false, true]);
  });

  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const account = await registerUser();
    const known = await requestReset(account.email);
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const [knownBody, unknownBody] = [await json<Body>(known), await json<Body>(unknown)];
    expect(knownBody.message).toBe(unknownBody.message);
    expect(knownBody.data).toEqual({ email: account.email });

    const { token, email, link, mail } = await resetLink(account.email);
    expect(link.origin + link.pathname).toBe('http://localhost:3000/en/reset-password');
    expect(email).toBe(account.email);
    expect(token).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.text).toContain('60 minutes');
    expect(await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody-here@example.com'))).toHaveLength(0);

    const [row] = await getDb().select().from(passwordResetTokens);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('mails a Persian, right-to-left message to a Persian account', async () => {
    const account = await registerUser({}, 'fa');
    await requestReset(account.email, 'en');
    const { link, mail } = await resetLink(account.email);
    expect(link.pathname).toBe('/fa/reset-password');
    expect(mail.subject).toBe('بازنشانی رمز عبور دروازه');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('۶۰ دقیقه');
  });

  it('answers 422 for a malformed e-mail, localized', async () => {
    const en = await requestReset('nope', 'en');
    expect(en.status).toBe(422);
    const fa = await json<Body>(await requestReset('nope', 'fa'));
    expect(fa.errors!.email![0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('allows 3 requests per e-mail and IP in 15 minutes, then 429', async () => {
    const ip = fromAddress('198.51.100.20');
    for (let i = 0; i < 3; i += 1) expect((await requestReset('someone@example.com', 'en', ip)).status).toBe(200);
    const blocked = await requestReset('someone@example.com', 'en', ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await requestReset('someone-else@example.com', 'en', ip)).status).toBe(200);
  });
});

describe('PATCH /api/user/authentication/password-reset', () => {
  it('sets the new password, signs out every device, and the link works once', async () => {
    const account = await registerUser();
    await requestReset(account.email);
    const { token, email } = await resetLink(account.email);
    const body = { email, token, password: 'a brand new secret', password_confirmation: 'a brand new secret' };

    const response = await reset(body, 'fa');
    expect(response.status).toBe(200);
    expect((await json<Body>(response)).message).toBe('رمز عبورتان تغییر کرد. لطفاً با رمز عبور تازه وارد شوید.');

    const old = await checkAuth(apiRequest('/api/user/authentication/check-auth', { headers: bearer(account.token) }), noParams);
    expect(old.status).toBe(401);
    const login = (password: string) =>
      loginRoute(apiRequest('/api/user/authentication/login', { method: 'POST', body: { login: account.email, password } }), noParams);
    expect((await login(account.password)).status).toBe(422);
    expect((await login('a brand new secret')).status).toBe(200);

    const again = await reset({ ...body, password: 'yet another secret', password_confirmation: 'yet another secret' });
    expect(again.status).toBe(422);
    expect(Object.keys((await json<Body>(again)).errors!)).toEqual(['token']);
    const [log] = await getDb().select().from(activityLogs).where(eq(activityLogs.action, 'auth.password_reset'));
    expect(log?.actorId).toBe(account.id);
  });

  it('refuses an expired link', async () => {
    const account = await registerUser();
    await requestReset(account.email);
    const { token, email } = await resetLink(account.email);
    await getDb().update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await reset({ email, token, password: 'a brand new secret', password_confirmation: 'a brand new secret' });
    expect(response.status).toBe(422);
    expect((await json<Body>(response)).errors!.token).toHaveLength(1);
  });

  it('refuses a link used with another e-mail, or replaced by a newer one', async () => {
    const account = await registerUser();
    const other = await registerUser();
    await requestReset(account.email);
    const first = await resetLink(account.email);
    const body = { password: 'a brand new secret', password_confirmation: 'a brand new secret' };
    expect((await reset({ ...body, email: other.email, token: first.token })).status).toBe(422);

    await requestReset(account.email);
    const second = await resetLink(account.email);
    expect(second.token).not.toBe(first.token);
    expect((await reset({ ...body, email: account.email, token: first.token })).status).toBe(422);
    expect((await reset({ ...body, email: account.email, token: second.token })).status).toBe(200);
  });

  it('answers 422 for mismatched confirmation, a short password, or one equal to the username', async () => {
    const account = await registerUser();
    await requestReset(account.email);
    const { token, email } = await resetLink(account.email);
    const mismatch = await json<Body>(await reset({ email, token, password: 'long enough 1', password_confirmation: 'long enough 2' }, 'fa'));
    expect(mismatch.errors!.password_confirmation![0]).toMatch(/[\u0600-\u06FF]/);
    const short = await json<Body>(await reset({ email, token, password: 'short', password_confirmation: 'short' }, 'en'));
    expect(short.errors!.password).toHaveLength(1);
    const sameAsUsername = await reset({ email, token, password: account.username, password_confirmation: account.username });
    expect(sameAsUsername.status).toBe(422);
    expect(Object.keys((await json<Body>(sameAsUsername)).errors!)).toEqual(['password']);
    // None of the refusals spent the link.
    const ok = await reset({ email, token, password: 'a brand new secret', password_confirmation: 'a brand new secret' });
    expect(ok.status).toBe(200);
  });
});
