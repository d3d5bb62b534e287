import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as checkAuth } from '@/app/api/user/authentication/check-auth/route';
import { POST as loginRoute } from '@/app/api/user/authentication/login/route';
import { POST as resendRoute } from '@/app/api/user/authentication/resend-verification/route';
import { PATCH as updateRoute } from '@/app/api/user/authentication/update/route';
import { POST as verifyRoute } from '@/app/api/user/authentication/verify-email/route';
import { getDb } from '@/server/db/client';
import { activityLogs, emailVerificationTokens } from '@/server/db/schema';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { type ApiBody, bearer, lastMailTo, linkIn, noParams, registerUser, userRow } from '../support/accounts';
import { apiRequest, json } from '../support/http';

type Body = ApiBody;

beforeEach(() => resetRateLimitsForTests());

const update = (token: string, body: unknown, locale: 'fa' | 'en' = 'en') =>
  updateRoute(apiRequest('/api/user/authentication/update', { method: 'PATCH', body, headers: bearer(token), locale }), noParams);
const verify = (token: string, locale: 'fa' | 'en' = 'en') =>
  verifyRoute(apiRequest('/api/user/authentication/verify-email', { method: 'POST', body: { token }, locale }), noParams);
const resend = (token: string, locale: 'fa' | 'en' = 'en') =>
  resendRoute(apiRequest('/api/user/authentication/resend-verification', { method: 'POST', headers: bearer(token), locale }), noParams);
const check = (token: string) => checkAuth(apiRequest('/api/user/authentication/check-auth', { headers: bearer(token) }), noParams);

async function verificationToken(email: string): Promise<string> {
  const mail = await lastMailTo(email);
  return linkIn(mail!.text, '/verify-email').searchParams.get('token')!;
}

describe('PATCH /api/user/authentication/update', () => {
  it('completes the information, normalizing a mobile typed in Persian digits', async () => {
    const account = await registerUser();
    const response = await update(account.token, { firstname: ' Neda ', lastname: 'Karimi', mobile: '۰۹۱۲ ۳۴۵ ۶۷۸۹', bio: 'Hi', locale: 'fa' }, 'fa');
    expect(response.status).toBe(200);
    const body = await json<Body>(response);
    expect(body.message).toBe('نمایهٔ شما به‌روز شد.');
    expect(Object.keys(body.data)).toEqual(['user']);
    expect(body.data.user).toMatchObject({
      firstname: 'Neda',
      lastname: 'Karimi',
      full_name: 'Neda Karimi',
      mobile: '+989123456789',
      bio: 'Hi',
      locale: 'fa',
      is_information_completed: true,
    });
    const [log] = await getDb().select().from(activityLogs).where(eq(activityLogs.action, 'auth.profile_updated'));
    expect(log?.summary).toEqual({ fields: ['firstname', 'lastname', 'mobile', 'bio', 'locale'] });
  });

  it('a name alone completes the information: the mobile number is the reader’s choice', async () => {
    const account = await registerUser();
    const named = await json<Body>(await update(account.token, { firstname: 'Neda', lastname: 'Karimi' }));
    expect(named.data.user).toMatchObject({ mobile: null, is_information_completed: true });
  });

  it('accepts international mobiles and refuses nonsense with a localized 422', async () => {
    const account = await registerUser();
    const international = await json<Body>(await update(account.token, { mobile: '+44 20 7946 0958' }));
    expect(international.data.user.mobile).toBe('+442079460958');
    const bad = await update(account.token, { mobile: '12ab', locale: 'de', avatar: '../../etc/passwd' }, 'fa');
    expect(bad.status).toBe(422);
    const errors = (await json<Body>(bad)).errors!;
    expect(Object.keys(errors).sort()).toEqual(['avatar', 'locale', 'mobile']);
    expect(errors.mobile![0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 401 when not signed in', async () => {
    const response = await updateRoute(apiRequest('/api/user/authentication/update', { method: 'PATCH', body: { firstname: 'X' } }), noParams);
    expect(response.status).toBe(401);
  });

  it('changes the e-mail only with the current password; the new address is unverified and gets a link', async () => {
    const account = await registerUser();
    await verify(await verificationToken(account.email));
    expect((await userRow(account.id)).emailVerifiedAt).toBeInstanceOf(Date);

    const withoutPassword = await update(account.token, { email: 'new.address@example.com' });
    expect(withoutPassword.status).toBe(422);
    expect(Object.keys((await json<Body>(withoutPassword)).errors!)).toEqual(['current_password']);
    const wrongPassword = await json<Body>(await update(account.token, { email: 'new.address@example.com', current_password: 'nope nope' }, 'fa'));
    expect(wrongPassword.errors!.current_password).toEqual(['رمز عبور فعلی نادرست است.']);

    const other = await registerUser();
    const taken = await update(account.token, { email: other.email, current_password: account.password });
    expect(Object.keys((await json<Body>(taken)).errors!)).toEqual(['email']);

    const response = await update(account.token, { email: 'New.Address@example.com', current_password: account.password });
    expect(response.status).toBe(200);
    const body = await json<Body>(response);
    expect(body.message).toMatch(/confirm your new e-mail/);
    expect(body.data.user).toMatchObject({ email: 'new.address@example.com', email_verified_at: null });

    const mail = await lastMailTo('new.address@example.com');
    expect(mail?.subject).toBe('Confirm your e-mail address for Darvazeh');
    const [log] = await getDb().select().from(activityLogs).where(eq(activityLogs.action, 'auth.email_changed'));
    expect(log?.summary).toEqual({ from: account.email, to: 'new.address@example.com' });

    // The link mailed to the new address confirms it.
    await verify(await verificationToken('new.address@example.com'));
    expect((await userRow(account.id)).emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('changes the password only with the current one and signs other devices out', async () => {
    const account = await registerUser();
    const login = (password: string) =>
      loginRoute(apiRequest('/api/user/authentication/login', { method: 'POST', body: { login: account.username, password } }), noParams);
    const otherDevice = (await json<Body>(await login(account.password))).data.token as string;

    const missing = await json<Body>(await update(account.token, { password: 'new password 1', password_confirmation: 'new password 1' }));
    expect(Object.keys(missing.errors!)).toEqual(['current_password']);
    const sameAsUsername = await update(account.token, {
      password: account.username,
      password_confirmation: account.username,
      current_password: account.password,
    });
    expect(Object.keys((await json<Body>(sameAsUsername)).errors!)).toEqual(['password']);

    const response = await update(account.token, {
      password: 'new password 1',
      password_confirmation: 'new password 1',
      current_password: account.password,
    });
    expect(response.status).toBe(200);
    expect(JSON.stringify(await json(response))).not.toContain('new password 1');
    expect((await check(account.token)).status).toBe(200);
    expect((await check(otherDevice)).status).toBe(401);
    expect((await login(account.password)).status).toBe(422);
    expect((await login('new password 1')).status).toBe(200);
    const row = await userRow(account.id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const [log] = await getDb().select().from(activityLogs).where(eq(activityLogs.action, 'auth.password_changed'));
    expect(log?.actorId).toBe(account.id);
  });
});

describe('POST /api/user/authentication/verify-email', () => {
  it('verifies once with the mailed link; a used, expired or unknown link is a localized 422', async () => {
    const account = await registerUser();
    const token = await verificationToken(account.email);
    const response = await verify(token, 'fa');
    expect(response.status).toBe(200);
    const body = await json<Body>(response);
    expect(body.message).toBe('نشانی ایمیل شما تأیید شد.');
    expect(body.data.email_verified_at).toBeTruthy();
    expect((await json<Body>(await check(account.token))).data.user.email_verified_at).toBe(body.data.email_verified_at);

    const reused = await verify(token, 'fa');
    expect(reused.status).toBe(422);
    expect((await json<Body>(reused)).errors!.token![0]).toMatch(/[\u0600-\u06FF]/);
    expect((await verify('x'.repeat(40))).status).toBe(422);
    expect((await verify('')).status).toBe(422);

    const stored = await getDb().select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, account.id));
    expect(stored.every((row) => row.tokenHash !== token && /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('refuses an expired link', async () => {
    const account = await registerUser();
    const token = await verificationToken(account.email);
    await getDb()
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, account.id));
    expect((await verify(token)).status).toBe(422);
    expect((await userRow(account.id)).emailVerifiedAt).toBeNull();
  });
});

describe('POST /api/user/authentication/resend-verification', () => {
  it('mails a new link (the old one stops working), 3 times per 15 minutes, then 429', async () => {
    const account = await registerUser();
    const first = await verificationToken(account.email);
    const response = await resend(account.token, 'en');
    expect(response.status).toBe(200);
    expect((await json<Body>(response)).message).toBe('A new confirmation link is on its way to your e-mail address.');
    const second = await verificationToken(account.email);
    expect(second).not.toBe(first);
    expect((await verify(first)).status).toBe(422);

    expect((await resend(account.token)).status).toBe(200);
    expect((await resend(account.token)).status).toBe(200);
    const blocked = await resend(account.token, 'fa');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    expect((await json<Body>(blocked)).message).toMatch(/[\u0600-\u06FF]/);
  });

  it('says so when the address is already confirmed, and needs a session', async () => {
    const account = await registerUser();
    await verify(await verificationToken(account.email));
    const response = await resend(account.token);
    expect((await json<Body>(response)).message).toBe('Your e-mail address is already confirmed.');
    const anonymous = await resendRoute(apiRequest('/api/user/authentication/resend-verification', { method: 'POST' }), noParams);
    expect(anonymous.status).toBe(401);
  });
});
