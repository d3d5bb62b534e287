import { and, eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as redirectsRoute } from '@/app/api/manager/redirects/route';
import { POST as twoFactorSignInRoute } from '@/app/api/user/authentication/two-factor/route';
import { POST as loginRoute } from '@/app/api/user/authentication/login/route';
import { POST as recoveryCodesRoute } from '@/app/api/user/two-factor/recovery-codes/route';
import { GET as statusRoute } from '@/app/api/user/two-factor/route';
import { POST as confirmRoute } from '@/app/api/user/two-factor/totp/confirm/route';
import { DELETE as disableRoute, POST as startRoute } from '@/app/api/user/two-factor/totp/route';
import { resetEnvForTests } from '@/env';
import { getDb } from '@/server/db/client';
import { activityLogs, recoveryCodes, signInChallenges, totpCredentials } from '@/server/db/schema';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { consumeSignInChallenge, issueSignInChallenge } from '@/server/services/two-factor/challenge';
import { hasSecondFactor } from '@/server/services/two-factor/has-second-factor';
import { countManagersWithoutSecondFactor } from '@/server/services/two-factor/managers-without-second-factor';
import { makeManager, roleWith, seedPermissions } from '../support/acl';
import { bearer, noParams, registerUser, setCookies, type RegisteredUser } from '../support/accounts';
import { apiRequest, json } from '../support/http';

type Envelope<T> = { data: T; message?: string; errors?: Record<string, string[]> };
type SignedIn = { token: string; user: { id: string } };
type SecondStep = { two_factor_required: true; challenge: string; methods: string[] };

type Handler = (request: NextRequest, context: { params: Promise<Record<string, never>> }) => Promise<Response>;

const post = (handler: Handler, path: string, body: unknown, headers: Record<string, string> = {}) =>
  handler(apiRequest(path, { method: 'POST', body, headers }), noParams);

const login = (account: RegisteredUser, password = account.password) =>
  post(loginRoute, '/api/user/authentication/login', { email: account.email, password });
const secondStep = (body: unknown) => post(twoFactorSignInRoute, '/api/user/authentication/two-factor', body);
const start = (account: RegisteredUser, password = account.password) =>
  post(startRoute, '/api/user/two-factor/totp', { current_password: password }, bearer(account.token));
const confirm = (account: RegisteredUser, code: string) => post(confirmRoute, '/api/user/two-factor/totp/confirm', { code }, bearer(account.token));
const status = (account: RegisteredUser) => statusRoute(apiRequest('/api/user/two-factor', { headers: bearer(account.token) }), noParams);

/** The code an authenticator app shows for `secret` at the (faked) current time. */
const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/** Moves the clock one TOTP step on: a code is accepted once, so each use needs a fresh step. */
const nextStep = () => vi.setSystemTime(Date.now() + 30_000);

/** Registers an account and turns the authenticator app on; answers its secret and recovery codes. */
async function enrolled(): Promise<{ account: RegisteredUser; secret: string; codes: string[] }> {
  const account = await registerUser();
  const started = await start(account);
  expect(started.status).toBe(200);
  const { data: setup } = await json<Envelope<{ uri: string; qr_svg: string; secret: string }>>(started);
  const confirmed = await confirm(account, codeFor(setup.secret));
  expect(confirmed.status).toBe(200);
  const { data } = await json<Envelope<{ recovery_codes: string[] }>>(confirmed);
  nextStep();
  return { account, secret: setup.secret, codes: data.recovery_codes };
}

async function challengeFor(account: RegisteredUser): Promise<SecondStep> {
  const response = await login(account);
  expect(response.status).toBe(200);
  return (await json<Envelope<SecondStep>>(response)).data;
}

beforeEach(() => {
  resetRateLimitsForTests();
  // Only the clock is faked, and it stands still from now on, so a test moves it from step to step.
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe('setting up the authenticator app', () => {
  it('asks for the current password, answers the URI, a QR code and the secret, and keeps the secret sealed', async () => {
    const account = await registerUser();
    expect((await start(account, 'not the password')).status).toBe(422);

    const response = await start(account);
    expect(response.status).toBe(200);
    const { data } = await json<Envelope<{ uri: string; qr_svg: string; secret: string }>>(response);
    expect(data.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(data.uri).toContain(`secret=${data.secret}`);
    expect(data.qr_svg).toMatch(/^<svg/);
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);

    const [row] = await getDb().select().from(totpCredentials).where(eq(totpCredentials.userId, account.id));
    expect(row!.confirmedAt).toBeNull();
    expect(row!.secretCiphertext).not.toContain(data.secret);
    // Not on until a code proves the app has it.
    expect(await hasSecondFactor(getDb(), account.id)).toBe(false);
    expect((await login(account)).headers.getSetCookie().join()).toContain('authorization_token=');
  });

  it('turns on with a right code and answers ten recovery codes, kept only as hashes', async () => {
    const account = await registerUser();
    const { data: setup } = await json<Envelope<{ secret: string }>>(await start(account));
    const wrong = await confirm(account, '000000');
    expect(wrong.status).toBe(422);
    expect((await json<Envelope<null>>(wrong)).errors).toHaveProperty('code');

    const response = await confirm(account, codeFor(setup.secret));
    expect(response.status).toBe(200);
    const { data } = await json<Envelope<{ recovery_codes: string[] }>>(response);
    expect(data.recovery_codes).toHaveLength(10);
    expect(new Set(data.recovery_codes).size).toBe(10);
    const stored = await getDb().select().from(recoveryCodes).where(eq(recoveryCodes.userId, account.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(data.recovery_codes).not.toContain(row.codeHash);

    expect(await hasSecondFactor(getDb(), account.id)).toBe(true);
    const { data: state } = await json<Envelope<{ totp_enabled: boolean; recovery_codes_left: number; required: boolean }>>(await status(account));
    expect(state).toEqual({ totp_enabled: true, recovery_codes_left: 10, required: false });
    const [log] = await getDb()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.actorId, account.id), eq(activityLogs.action, 'auth.two_factor_enabled')));
    expect(log).toBeDefined();
    // A second set-up waits until the first is turned off.
    expect((await start(account)).status).toBe(409);
  });

  it('makes new recovery codes and turns off, each with the current password', async () => {
    const { account, codes } = await enrolled();
    const regenerate = (password: string) =>
      post(recoveryCodesRoute, '/api/user/two-factor/recovery-codes', { current_password: password }, bearer(account.token));
    expect((await regenerate('wrong password')).status).toBe(422);
    const fresh = await json<Envelope<{ recovery_codes: string[] }>>(await regenerate(account.password));
    expect(fresh.data.recovery_codes).toHaveLength(10);
    expect(fresh.data.recovery_codes.some((code) => codes.includes(code))).toBe(false);

    const { challenge } = await challengeFor(account);
    expect((await secondStep({ challenge, recovery_code: codes[0] })).status).toBe(422);

    const disable = (password: string) =>
      disableRoute(
        apiRequest('/api/user/two-factor/totp', { method: 'DELETE', body: { current_password: password }, headers: bearer(account.token) }),
        noParams,
      );
    expect((await disable('wrong password')).status).toBe(422);
    expect((await disable(account.password)).status).toBe(200);
    expect(await hasSecondFactor(getDb(), account.id)).toBe(false);
    expect(await getDb().select().from(recoveryCodes).where(eq(recoveryCodes.userId, account.id))).toHaveLength(0);
    const signedIn = await json<Envelope<SignedIn>>(await login(account));
    expect(signedIn.data.token).toBeTypeOf('string');
  });
});

describe('the two-step sign-in', () => {
  it('answers a challenge, no token and no cookie, for an account with a second factor', async () => {
    const { account } = await enrolled();
    const response = await login(account);
    expect(response.status).toBe(200);
    const body = await json<Envelope<SecondStep & { token?: string }>>(response);
    expect(body.data).toEqual({ two_factor_required: true, challenge: expect.any(String), methods: ['totp', 'recovery'] });
    expect(body.data.token).toBeUndefined();
    expect(setCookies(response)).not.toHaveProperty('authorization_token');
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it('signs in with a code from the app, once per code', async () => {
    const { account, secret } = await enrolled();
    const { challenge } = await challengeFor(account);
    const code = codeFor(secret);
    const response = await secondStep({ challenge, code });
    expect(response.status).toBe(200);
    const { data } = await json<Envelope<SignedIn>>(response);
    expect(data.user.id).toBe(account.id);
    expect(data.token).toMatch(/^[0-9a-f-]{36}\|/);
    expect(setCookies(response)).toHaveProperty('authorization_token');

    // The challenge is spent, and the same code does not open a second sign-in.
    expect((await secondStep({ challenge, code })).status).toBe(422);
    const again = await challengeFor(account);
    expect((await secondStep({ challenge: again.challenge, code })).status).toBe(422);
    nextStep();
    expect((await secondStep({ challenge: again.challenge, code: codeFor(secret) })).status).toBe(200);
  });

  it('signs in with a recovery code, typed in any case and without its dash, once', async () => {
    const { account, codes } = await enrolled();
    const { challenge } = await challengeFor(account);
    const typed = codes[3]!.replace('-', '').toUpperCase();
    const response = await secondStep({ challenge, recovery_code: typed });
    expect(response.status).toBe(200);

    const second = await challengeFor(account);
    const reused = await secondStep({ challenge: second.challenge, recovery_code: codes[3] });
    expect(reused.status).toBe(422);
    expect((await json<Envelope<null>>(reused)).errors).toHaveProperty('recovery_code');
    const { data: state } = await json<Envelope<{ recovery_codes_left: number }>>(await status(account));
    expect(state.recovery_codes_left).toBe(9);
    const used = await getDb()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.actorId, account.id), eq(activityLogs.action, 'auth.recovery_code_used')));
    expect(used).toHaveLength(1);
  });

  it('refuses an unknown, expired or spent challenge', async () => {
    const { account, secret } = await enrolled();
    const unknown = await secondStep({ challenge: 'not-a-challenge', code: codeFor(secret) });
    expect(unknown.status).toBe(422);
    expect((await json<Envelope<null>>(unknown)).errors).toHaveProperty('challenge');

    const { challenge } = await challengeFor(account);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    expect((await secondStep({ challenge, code: codeFor(secret) })).status).toBe(422);

    const stored = await getDb().select().from(signInChallenges).where(eq(signInChallenges.userId, account.id));
    expect(stored.every((row) => row.tokenHash !== challenge)).toBe(true);

    const direct = await issueSignInChallenge(getDb(), account.id);
    expect((await consumeSignInChallenge(getDb(), direct))?.id).toBe(account.id);
    expect(await consumeSignInChallenge(getDb(), direct)).toBeNull();
  });

  it('throttles wrong codes like wrong passwords and logs them as failed sign-ins', async () => {
    const { account, secret } = await enrolled();
    const { challenge } = await challengeFor(account);
    // The password step took one of the five attempts per account and address.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await secondStep({ challenge, code: '000000' })).status).toBe(422);
    }
    const limited = await secondStep({ challenge, code: codeFor(secret) });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Typing the password again buys no further guesses.
    expect((await login(account)).status).toBe(429);

    const failures = await getDb()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.actorId, account.id), eq(activityLogs.action, 'auth.login_failed')));
    expect(failures).toHaveLength(4);
    expect(failures[0]!.summary).toEqual({ second_factor: 'totp' });
  });

  it('clears the counts once the second step succeeds', async () => {
    const { account, secret } = await enrolled();
    const { challenge } = await challengeFor(account);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await secondStep({ challenge, code: '000000' })).status).toBe(422);
    expect((await secondStep({ challenge, code: codeFor(secret) })).status).toBe(200);
    nextStep();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const next = await challengeFor(account);
      expect((await secondStep({ challenge: next.challenge, code: codeFor(secret) })).status).toBe(200);
      nextStep();
    }
  });
});

describe('MANAGER_2FA', () => {
  const listRedirects = (account: RegisteredUser) => redirectsRoute(apiRequest('/api/manager/redirects', { headers: bearer(account.token) }), noParams);

  it('refuses a manager API to a manager without a second factor while required, and opens it once enrolled', async () => {
    await seedPermissions();
    const role = await roleWith(['redirects.view']);
    const manager = await registerUser();
    await makeManager(manager.id, [role]);
    expect((await listRedirects(manager)).status).toBe(200);
    expect(await countManagersWithoutSecondFactor()).toBeGreaterThanOrEqual(1);

    vi.stubEnv('MANAGER_2FA', 'required');
    resetEnvForTests();
    const refused = await listRedirects(manager);
    expect(refused.status).toBe(403);
    expect((await json<Envelope<null>>(refused)).message).toBe(
      'This site requires managers to use two-factor authentication. Set it up in your account settings, then try again.',
    );
    const { data: state } = await json<Envelope<{ required: boolean }>>(await status(manager));
    expect(state.required).toBe(true);

    const { data: setup } = await json<Envelope<{ secret: string }>>(await start(manager));
    expect((await confirm(manager, codeFor(setup.secret))).status).toBe(200);
    expect((await listRedirects(manager)).status).toBe(200);
  });

  it('leaves readers alone: their own endpoints answer without a second factor', async () => {
    vi.stubEnv('MANAGER_2FA', 'required');
    resetEnvForTests();
    const reader = await registerUser();
    const { data: state } = await json<Envelope<{ required: boolean; totp_enabled: boolean }>>(await status(reader));
    expect(state).toMatchObject({ required: false, totp_enabled: false });
    expect((await listRedirects(reader)).status).toBe(403);
  });
});
