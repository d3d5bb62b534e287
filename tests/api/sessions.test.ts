import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as checkAuth } from '@/app/api/user/authentication/check-auth/route';
import { POST as loginRoute } from '@/app/api/user/authentication/login/route';
import { PATCH as resetRoute, POST as requestResetRoute } from '@/app/api/user/authentication/password-reset/route';
import { PATCH as updateRoute } from '@/app/api/user/authentication/update/route';
import { POST as registerRoute } from '@/app/api/user/authentication/register/route';
import { DELETE as revokeOne } from '@/app/api/user/sessions/[id]/route';
import { DELETE as revokeOthers, GET as listRoute } from '@/app/api/user/sessions/route';
import { getDb } from '@/server/db/client';
import { accessTokens, activityLogs, mailOutbox } from '@/server/db/schema';
import { flushMail } from '@/server/mail/send';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import type { SessionView } from '@/shared/schemas/sessions';
import { bearer, lastMailTo, linkIn, noParams, registerUser, registration } from '../support/accounts';
import { apiRequest, fromAddress, json, routeParams } from '../support/http';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
const NEW_DEVICE_SUBJECT = { en: 'New sign-in to your Darvazeh account', fa: 'ورود تازه به حساب دروازهٔ شما' };

type Sessions = { data: SessionView[] };
type Account = { id: string; username: string; email: string; password: string; token: string };

beforeEach(() => resetRateLimitsForTests());

/** Where a sign-in comes from: a browser and an address. */
const from = (userAgent: string, address: string) => ({ 'user-agent': userAgent, ...fromAddress(address) });

/** A fresh account registered from Chrome on Windows at 203.0.113.5. */
async function registerFromChrome(locale: 'fa' | 'en' = 'en'): Promise<Account> {
  const body = registration();
  const response = await registerRoute(
    apiRequest('/api/user/authentication/register', { method: 'POST', body, locale, headers: from(CHROME_WINDOWS, '203.0.113.5') }),
    noParams,
  );
  expect(response.status).toBe(201);
  const { data } = await json<{ data: { token: string; user: { id: string } } }>(response);
  await flushMail();
  return { id: data.user.id, username: body.username, email: body.email, password: body.password, token: data.token };
}

async function signIn(account: Account, headers: Record<string, string>): Promise<string> {
  const response = await loginRoute(
    apiRequest('/api/user/authentication/login', { method: 'POST', body: { login: account.username, password: account.password }, headers }),
    noParams,
  );
  expect(response.status).toBe(200);
  await flushMail();
  return (await json<{ data: { token: string } }>(response)).data.token;
}

const list = (token: string) => listRoute(apiRequest('/api/user/sessions', { headers: bearer(token) }), noParams);
const sessionsOf = async (token: string) => {
  const response = await list(token);
  expect(response.status).toBe(200);
  return (await json<Sessions>(response)).data;
};
const signOutOne = (token: string, id: string, locale: 'fa' | 'en' = 'en') =>
  revokeOne(apiRequest(`/api/user/sessions/${id}`, { method: 'DELETE', headers: bearer(token), locale }), routeParams({ id }));
const signOutOthers = (token: string) => revokeOthers(apiRequest('/api/user/sessions', { method: 'DELETE', headers: bearer(token) }), noParams);
const isSignedIn = async (token: string) =>
  (await checkAuth(apiRequest('/api/user/authentication/check-auth', { headers: bearer(token) }), noParams)).status === 200;
const idOf = (token: string) => token.split('|')[0]!;

async function newDeviceMails(email: string) {
  await flushMail();
  const mails = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return mails.filter((mail) => Object.values(NEW_DEVICE_SUBJECT).includes(mail.subject));
}

describe('GET /api/user/sessions', () => {
  it('lists every session of the user with its device, address and times, the current one marked', async () => {
    const account = await registerFromChrome();
    const phone = await signIn(account, from(SAFARI_IPHONE, '198.51.100.7'));

    const seenFromComputer = await sessionsOf(account.token);
    expect(seenFromComputer).toHaveLength(2);
    const computer = seenFromComputer.find((session) => session.id === idOf(account.token));
    expect(computer).toMatchObject({
      browser: 'Chrome 131',
      os: 'Windows 10',
      device: null,
      device_kind: 'desktop',
      ip: '203.0.113.5',
      current: true,
    });
    expect(Object.keys(computer!).sort()).toEqual(['browser', 'created_at', 'current', 'device', 'device_kind', 'id', 'ip', 'last_used_at', 'os']);
    expect(Date.parse(computer!.last_used_at)).toBeGreaterThanOrEqual(Date.parse(computer!.created_at));
    expect(seenFromComputer.find((session) => session.id === idOf(phone))).toMatchObject({
      browser: 'Mobile Safari 17',
      os: 'iOS 17.5',
      device: 'Apple iPhone',
      device_kind: 'mobile',
      ip: '198.51.100.7',
      current: false,
    });

    const seenFromPhone = await sessionsOf(phone);
    expect(seenFromPhone.filter((session) => session.current).map((session) => session.id)).toEqual([idOf(phone)]);
  });

  it('shows only the user\u2019s own sessions, none of another account, and no expired one', async () => {
    const account = await registerFromChrome();
    const stranger = await registerFromChrome();
    const expired = await signIn(account, from(FIREFOX_ANDROID, '198.51.100.8'));
    await getDb().update(accessTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accessTokens.id, idOf(expired)));
    const ids = (await sessionsOf(account.token)).map((session) => session.id);
    expect(ids).toEqual([idOf(account.token)]);
    expect(ids).not.toContain(idOf(stranger.token));
  });

  it('describes a client that sends no user agent as an unknown device', async () => {
    const account = await registerUser();
    expect(await sessionsOf(account.token)).toEqual([
      expect.objectContaining({ browser: null, os: null, device: null, device_kind: 'unknown', current: true }),
    ]);
  });

  it('needs a signed-in user', async () => {
    expect((await listRoute(apiRequest('/api/user/sessions'), noParams)).status).toBe(401);
  });
});

describe('DELETE /api/user/sessions/{id}', () => {
  it('signs that one session out: its next request is unauthenticated, the others stay', async () => {
    const account = await registerFromChrome();
    const phone = await signIn(account, from(SAFARI_IPHONE, '198.51.100.7'));
    const tablet = await signIn(account, from(FIREFOX_ANDROID, '198.51.100.9'));

    const response = await signOutOne(account.token, idOf(phone), 'fa');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ data: null, message: 'آن نشست خارج شد.' });
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(account.token)).toBe(true);
    expect(await isSignedIn(tablet)).toBe(true);
    expect((await sessionsOf(account.token)).map((session) => session.id).sort()).toEqual([idOf(account.token), idOf(tablet)].sort());

    const [log] = await getDb()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'auth.session_revoked'), eq(activityLogs.actorId, account.id)));
    expect(log).toMatchObject({ resource: 'users', resourceId: account.id, summary: { token_id: idOf(phone) } });
  });

  it('answers 404 for another user\u2019s session, which stays signed in, and for one already gone', async () => {
    const account = await registerFromChrome();
    const stranger = await registerFromChrome();
    expect((await signOutOne(account.token, idOf(stranger.token))).status).toBe(404);
    expect(await isSignedIn(stranger.token)).toBe(true);

    const phone = await signIn(account, from(SAFARI_IPHONE, '198.51.100.7'));
    expect((await signOutOne(account.token, idOf(phone))).status).toBe(200);
    expect((await signOutOne(account.token, idOf(phone))).status).toBe(404);
    expect((await signOutOne(account.token, 'not-a-uuid')).status).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const account = await registerFromChrome();
    const response = await revokeOne(apiRequest(`/api/user/sessions/${idOf(account.token)}`, { method: 'DELETE' }), routeParams({ id: idOf(account.token) }));
    expect(response.status).toBe(401);
    expect(await isSignedIn(account.token)).toBe(true);
  });
});

describe('DELETE /api/user/sessions', () => {
  it('signs out every other session of the user, keeps this one and no other account\u2019s', async () => {
    const account = await registerFromChrome();
    const stranger = await registerFromChrome();
    const phone = await signIn(account, from(SAFARI_IPHONE, '198.51.100.7'));
    const tablet = await signIn(account, from(FIREFOX_ANDROID, '198.51.100.9'));

    const response = await signOutOthers(account.token);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ data: { revoked: 2 }, message: 'Every other session was signed out (2).' });
    expect(await isSignedIn(account.token)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(tablet)).toBe(false);
    expect(await isSignedIn(stranger.token)).toBe(true);
    expect((await sessionsOf(account.token)).map((session) => session.id)).toEqual([idOf(account.token)]);

    const [log] = await getDb()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'auth.other_sessions_revoked'), eq(activityLogs.actorId, account.id)));
    expect(log).toMatchObject({ resource: 'users', resourceId: account.id, summary: { sessions: 2 } });

    // Nothing left to sign out is not an error.
    expect(await json(await signOutOthers(account.token))).toMatchObject({ data: { revoked: 0 } });
  });
});

describe('a new password signs other sessions out', () => {
  it('a password change keeps only the session that made it', async () => {
    const account = await registerFromChrome();
    const phone = await signIn(account, from(SAFARI_IPHONE, '198.51.100.7'));
    const response = await updateRoute(
      apiRequest('/api/user/authentication/update', {
        method: 'PATCH',
        headers: bearer(account.token),
        body: { password: 'a new long secret', password_confirmation: 'a new long secret', current_password: account.password },
      }),
      noParams,
    );
    expect(response.status).toBe(200);
    expect(await isSignedIn(phone)).toBe(false);
    expect((await sessionsOf(account.token)).map((session) => session.id)).toEqual([idOf(account.token)]);
  });

  it('a password reset signs out every session', async () => {
    const account = await registerFromChrome();
    const phone = await signIn(account, from(SAFARI_IPHONE, '198.51.100.7'));
    await requestResetRoute(apiRequest('/api/user/authentication/password-reset', { method: 'POST', body: { email: account.email } }), noParams);
    const link = linkIn((await lastMailTo(account.email))!.text, '/reset-password');
    const response = await resetRoute(
      apiRequest('/api/user/authentication/password-reset', {
        method: 'PATCH',
        body: {
          email: link.searchParams.get('email'),
          token: link.searchParams.get('token'),
          password: 'a new long secret',
          password_confirmation: 'a new long secret',
        },
      }),
      noParams,
    );
    expect(response.status).toBe(200);
    expect(await isSignedIn(account.token)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await getDb().select().from(accessTokens).where(eq(accessTokens.userId, account.id))).toEqual([]);
  });
});

describe('the new-device mail', () => {
  it('is not sent for the first session (registration) nor for a device the account has used', async () => {
    const account = await registerFromChrome();
    expect(await newDeviceMails(account.email)).toEqual([]);
    // Another address, the same browser on the same system: the same device.
    await signIn(account, from(CHROME_WINDOWS, '198.51.100.20'));
    expect(await newDeviceMails(account.email)).toEqual([]);
  });

  it('is sent in the account\u2019s language when a device signs in for the first time, once', async () => {
    const account = await registerFromChrome('fa');
    await signIn(account, from(SAFARI_IPHONE, '198.51.100.7'));
    const mails = await newDeviceMails(account.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(NEW_DEVICE_SUBJECT.fa);
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.text).toContain('\u2068Mobile Safari 17\u2069 روی \u2068iOS 17.5\u2069');
    expect(mail!.text).toContain('\u2068Apple iPhone\u2069');
    expect(mail!.text).toContain('\u2068198.51.100.7\u2069');
    expect(linkIn(mail!.text, '/fa/user/panel/setting').hash).toBe('#sessions');

    // The same phone again, even after signing out everywhere, is a known device.
    await getDb().delete(accessTokens).where(eq(accessTokens.userId, account.id));
    await signIn(account, from(SAFARI_IPHONE, '198.51.100.99'));
    expect(await newDeviceMails(account.email)).toHaveLength(1);
  });

  it('is in English for an English account', async () => {
    const account = await registerFromChrome('en');
    await signIn(account, from(FIREFOX_ANDROID, '198.51.100.7'));
    const [mail] = await newDeviceMails(account.email);
    expect(mail!.subject).toBe(NEW_DEVICE_SUBJECT.en);
    expect(mail!.text).toContain('Mobile Firefox 128\u2069 on \u2068Android 14');
    expect(mail!.html).toContain('dir="ltr"');
  });
});
