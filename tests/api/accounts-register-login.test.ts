import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as checkAuth } from '@/app/api/user/authentication/check-auth/route';
import { POST as loginRoute } from '@/app/api/user/authentication/login/route';
import { POST as logoutRoute } from '@/app/api/user/authentication/logout/route';
import { POST as registerRoute } from '@/app/api/user/authentication/register/route';
import { getDb } from '@/server/db/client';
import { accessTokens, activityLogs, users } from '@/server/db/schema';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { type ApiBody, bearer, lastMailTo, linkIn, noParams, registerUser, registration, setCookies, userRow } from '../support/accounts';
import { apiRequest, fromAddress, json } from '../support/http';

type Body = ApiBody;

const register = (body: unknown, locale: 'fa' | 'en' = 'en', headers: Record<string, string> = {}) =>
  registerRoute(apiRequest('/api/user/authentication/register', { method: 'POST', body, locale, headers }), noParams);
const login = (body: unknown, locale: 'fa' | 'en' = 'en', headers: Record<string, string> = {}) =>
  loginRoute(apiRequest('/api/user/authentication/login', { method: 'POST', body, locale, headers }), noParams);

beforeEach(() => resetRateLimitsForTests());

describe('POST /api/user/authentication/register', () => {
  it('creates the account, answers user + saves + likes + checks + token, sets the cookies and mails a verification link', async () => {
    const body = registration({ firstname: 'Ali', lastname: 'Rezaei', email: 'Ali.Rezaei@Example.COM' });
    const response = await register(body, 'fa');
    expect(response.status).toBe(201);
    const payload = await json<Body>(response);
    expect(payload.message).toBe('به دروازه خوش آمدید! حساب کاربری‌تان ساخته شد. پیوندی برای تأیید نشانی ایمیل برایتان فرستادیم.');
    const { user, saves, likes, checks, token } = payload.data!;
    expect(user).toMatchObject({
      username: body.username,
      email: 'ali.rezaei@example.com',
      firstname: 'Ali',
      lastname: 'Rezaei',
      full_name: 'Ali Rezaei',
      mobile: null,
      locale: 'fa',
      is_manager: false,
      is_super_manager: false,
      // A name given at sign-up completes the information; the mobile is optional.
      is_information_completed: true,
      email_verified_at: null,
    });
    expect(Object.keys(user).sort()).toEqual(
      [
        'avatar', 'bio', 'created_at', 'email', 'email_verified_at', 'firstname', 'full_name', 'id', 'is_information_completed',
        'is_manager', 'is_super_manager', 'lastname', 'locale', 'mobile', 'username',
      ].sort(),
    );
    expect(saves).toEqual({ coins: [], articles: [], books: [], podcasts: [], videos: [] });
    expect(likes).toEqual({ articles: [], books: [], podcasts: [], videos: [] });
    expect(checks).toEqual({ articles: [], books: [], podcasts: [], videos: [] });
    expect(token).toMatch(/^[0-9a-f-]{36}\|[A-Za-z0-9]{40}$/);

    const cookies = setCookies(response);
    const auth = cookies.authorization_token!.header.toLowerCase();
    expect(auth).toContain('httponly');
    expect(auth).toContain('samesite=lax');
    expect(auth).toContain(`max-age=${30 * 24 * 60 * 60}`);
    expect(auth).not.toContain('secure');
    expect(cookies['XSRF-TOKEN']!.header.toLowerCase()).not.toContain('httponly');

    const mail = await lastMailTo('ali.rezaei@example.com');
    expect(mail?.html).toContain('dir="rtl"');
    expect(linkIn(mail!.text, '/fa/verify-email').searchParams.get('token')).toMatch(/^[A-Za-z0-9]{40}$/);

    const [log] = await getDb().select().from(activityLogs).where(eq(activityLogs.action, 'auth.register'));
    expect(log).toMatchObject({ actorId: user.id, resource: 'users', resourceId: user.id });
  });

  it('stores an argon2id hash and a SHA-256 of the token, never the plain values', async () => {
    const account = await registerUser();
    const row = await userRow(account.id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(account.password);
    const tokens = await getDb().select().from(accessTokens).where(eq(accessTokens.userId, account.id));
    expect(tokens).toHaveLength(1);
    const [id, secret] = account.token.split('|');
    expect(tokens[0]!.id).toBe(id);
    expect(tokens[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens[0]!.tokenHash).not.toContain(secret!);
    const dump = JSON.stringify(await getDb().select().from(users).where(eq(users.id, account.id)));
    expect(dump).not.toContain(account.password);
  });

  it('answers 422 with localized field errors in English and Persian', async () => {
    const bad = { username: 'A!', email: 'not-an-email', password: 'short', password_confirmation: 'other', terms_and_conditions: false };
    const en = await register(bad, 'en');
    expect(en.status).toBe(422);
    const enBody = await json<Body>(en);
    expect(Object.keys(enBody.errors!).sort()).toEqual(['email', 'password', 'password_confirmation', 'terms_and_conditions', 'username']);
    expect(enBody.message).toBeTruthy();

    const fa = await register(bad, 'fa');
    expect(fa.status).toBe(422);
    const faBody = await json<Body>(fa);
    expect(faBody.errors!.email![0]).toMatch(/[\u0600-\u06FF]/);
    expect(faBody.errors!.password![0]).toMatch(/[\u0600-\u06FF]/);
    expect(faBody.errors!.email![0]).not.toBe(enBody.errors!.email![0]);

    const missing = await json<Body>(await register({}, 'en'));
    expect(Object.keys(missing.errors!)).toEqual(expect.arrayContaining(['username', 'email', 'password', 'terms_and_conditions']));
  });

  it('rejects a password equal to the username or the e-mail', async () => {
    const asUsername = registration({ username: 'samepassword1', password: 'SamePassword1', password_confirmation: 'SamePassword1' });
    const first = await json<Body>(await register(asUsername));
    expect(first.errors?.password).toHaveLength(1);
    const email = 'mail.as.password@example.com';
    const asEmail = registration({ email, password: email, password_confirmation: email });
    const second = await json<Body>(await register(asEmail, 'fa'));
    expect(second.errors?.password?.[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 422 on the field already taken', async () => {
    const existing = await registerUser();
    const sameEmail = await register(registration({ email: existing.email.toUpperCase() }));
    expect(sameEmail.status).toBe(422);
    expect(Object.keys((await json<Body>(sameEmail)).errors!)).toEqual(['email']);
    const sameUsername = await register(registration({ username: existing.username }));
    expect(Object.keys((await json<Body>(sameUsername)).errors!)).toEqual(['username']);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await register('{not json');
    expect(response.status).toBe(400);
  });

  it('limits registrations per IP to 5 an hour, then 429 with Retry-After and a localized message', async () => {
    const ip = fromAddress('203.0.113.50');
    for (let i = 0; i < 5; i += 1) expect((await register(registration(), 'en', ip)).status).toBe(201);
    const blocked = await register(registration(), 'fa', ip);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await json<Body>(blocked)).message).toContain('تلاش');
    expect((await register(registration(), 'en', fromAddress('203.0.113.51'))).status).toBe(201);
  });
});

describe('POST /api/user/authentication/login', () => {
  it('signs in by e-mail or by username (any case) and records the event', async () => {
    const account = await registerUser();
    for (const identifier of [account.email.toUpperCase(), account.username]) {
      const response = await login({ login: identifier, password: account.password }, 'en', fromAddress('198.51.100.7'));
      expect(response.status).toBe(200);
      const body = await json<Body>(response);
      expect(body.message).toBe('Welcome back!');
      expect(body.data!.user.id).toBe(account.id);
      expect(body.data!.token).toMatch(/\|/);
      expect(Object.keys(body.data!).sort()).toEqual(['checks', 'likes', 'saves', 'token', 'user']);
      expect(setCookies(response).authorization_token?.value).toBeTruthy();
    }
    const logs = await getDb().select().from(activityLogs).where(eq(activityLogs.action, 'auth.login'));
    expect(logs.filter((log) => log.actorId === account.id)).toHaveLength(2);
    expect(logs[0]!.ip).toBe('198.51.100.7');
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const account = await registerUser();
    for (const locale of ['en', 'fa'] as const) {
      const wrong = await login({ login: account.email, password: 'not the password' }, locale);
      const unknown = await login({ login: 'nobody@example.com', password: 'not the password' }, locale);
      expect(wrong.status).toBe(422);
      expect(unknown.status).toBe(422);
      const [wrongBody, unknownBody] = [await json<Body>(wrong), await json<Body>(unknown)];
      expect(wrongBody).toEqual(unknownBody);
      expect(Object.keys(wrongBody.errors!)).toEqual(['login']);
    }
    const failures = await getDb().select().from(activityLogs).where(eq(activityLogs.action, 'auth.login_failed'));
    expect(failures.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(failures)).not.toContain('not the password');
  });

  it('accepts SPEC field names: email or username, and answers a 422 under the field the client sent', async () => {
    const account = await registerUser();
    const byEmail = await login({ email: account.email, password: account.password });
    expect(byEmail.status).toBe(200);
    const byUsername = await login({ username: account.username.toUpperCase(), password: account.password });
    expect(byUsername.status).toBe(200);

    for (const field of ['email', 'username', 'login'] as const) {
      const wrong = await login({ [field]: account.email, password: 'not the password' });
      expect(wrong.status).toBe(422);
      expect(Object.keys((await json<Body>(wrong)).errors!)).toEqual([field]);
      const empty = await login({ [field]: '', password: 'x' });
      expect(Object.keys((await json<Body>(empty)).errors!)).toEqual([field]);
    }
  });

  it('answers 422 for a missing login or password, localized', async () => {
    const response = await login({}, 'fa');
    expect(response.status).toBe(422);
    const body = await json<Body>(response);
    expect(Object.keys(body.errors!).sort()).toEqual(['login', 'password']);
    expect(body.errors!.password![0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('bounds guessing from one address at 5 per account, yet the owner signs in from another address', async () => {
    const account = await registerUser();
    const other = await registerUser();
    const stranger = fromAddress('198.51.100.66');
    const owner = fromAddress('203.0.113.20');
    for (let i = 0; i < 5; i += 1) expect((await login({ login: account.email, password: 'wrong password' }, 'en', stranger)).status).toBe(422);
    const blocked = await login({ login: account.email, password: account.password }, 'en', stranger);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await json<Body>(blocked)).message).toMatch(/Too many attempts/);
    expect((await login({ login: account.email, password: account.password }, 'en', owner)).status).toBe(200);
    expect((await login({ login: other.email, password: other.password }, 'en', stranger)).status).toBe(200);
  });

  it('stops guessing spread over many addresses at 50 an hour, but never holds back an address the owner signed in from', async () => {
    const account = await registerUser();
    const home = fromAddress('203.0.113.21');
    expect((await login({ login: account.email, password: account.password }, 'en', home)).status).toBe(200);
    for (let address = 0; address < 10; address += 1) {
      for (let i = 0; i < 5; i += 1) {
        const response = await login({ login: account.email, password: 'wrong password' }, 'en', fromAddress(`198.51.100.${address + 1}`));
        expect(response.status).toBe(422);
      }
    }
    const fresh = await login({ login: account.email, password: account.password }, 'en', fromAddress('198.51.100.200'));
    expect(fresh.status).toBe(429);
    expect((await login({ login: account.email, password: account.password }, 'en', home)).status).toBe(200);
  });

  it('counts the e-mail and the username of one account against the same budget', async () => {
    const account = await registerUser();
    for (let i = 0; i < 3; i += 1) await login({ login: account.email, password: 'wrong password' });
    for (let i = 0; i < 2; i += 1) await login({ login: account.username, password: 'wrong password' });
    expect((await login({ login: account.username, password: account.password })).status).toBe(429);
  });

  it('clears the account count on success', async () => {
    const account = await registerUser();
    for (let i = 0; i < 4; i += 1) await login({ login: account.username, password: 'wrong password' });
    expect((await login({ login: account.username, password: account.password })).status).toBe(200);
    for (let i = 0; i < 4; i += 1) await login({ login: account.username, password: 'wrong password' });
    expect((await login({ login: account.username, password: account.password })).status).toBe(200);
  });

  it('limits attempts per IP to 20 in 15 minutes across accounts', async () => {
    const ip = fromAddress('192.0.2.99');
    for (let i = 0; i < 20; i += 1) {
      expect((await login({ login: `ghost${i}@example.com`, password: 'whatever1' }, 'en', ip)).status).toBe(422);
    }
    const blocked = await login({ login: 'ghost-last@example.com', password: 'whatever1' }, 'en', ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('refuses a blocked account and treats its tokens as signed out', async () => {
    const account = await registerUser();
    await getDb().update(users).set({ isBlocked: true }).where(eq(users.id, account.id));
    expect((await login({ login: account.email, password: 'wrong password' })).status).toBe(422);
    const right = await login({ login: account.email, password: account.password }, 'en');
    expect(right.status).toBe(403);
    const check = await checkAuth(apiRequest('/api/user/authentication/check-auth', { headers: bearer(account.token) }), noParams);
    expect(check.status).toBe(401);
  });
});

describe('GET /api/user/authentication/check-auth', () => {
  it('answers 401 with a localized message when not signed in', async () => {
    const response = await checkAuth(apiRequest('/api/user/authentication/check-auth', { locale: 'fa' }), noParams);
    expect(response.status).toBe(401);
    const body = await json<Body>(response);
    expect(Object.keys(body)).toEqual(['message']);
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('accepts the bearer header and the cookie, and nothing else', async () => {
    const account = await registerUser();
    const viaBearer = await checkAuth(apiRequest('/api/user/authentication/check-auth', { headers: bearer(account.token) }), noParams);
    expect(viaBearer.status).toBe(200);
    const body = await json<Body>(viaBearer);
    expect(body.data!.user.id).toBe(account.id);
    expect(body.data!.token).toBeUndefined();

    const viaCookie = await checkAuth(apiRequest('/api/user/authentication/check-auth', { headers: { cookie: account.cookie } }), noParams);
    expect(viaCookie.status).toBe(200);

    const [id] = account.token.split('|');
    for (const forged of [`${id}|${'x'.repeat(40)}`, 'garbage', `${id}`, '']) {
      const response = await checkAuth(apiRequest('/api/user/authentication/check-auth', { headers: bearer(forged) }), noParams);
      expect(response.status).toBe(401);
    }
  });

  it('refuses an expired token', async () => {
    const account = await registerUser();
    await getDb().update(accessTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accessTokens.userId, account.id));
    const response = await checkAuth(apiRequest('/api/user/authentication/check-auth', { headers: bearer(account.token) }), noParams);
    expect(response.status).toBe(401);
  });

  it('records when a token was last used', async () => {
    const account = await registerUser();
    await checkAuth(apiRequest('/api/user/authentication/check-auth', { headers: bearer(account.token) }), noParams);
    const [token] = await getDb().select().from(accessTokens).where(eq(accessTokens.userId, account.id));
    expect(token!.lastUsedAt).toBeInstanceOf(Date);
  });
});

describe('POST /api/user/authentication/logout', () => {
  it('revokes the token in use only, and clears the cookie', async () => {
    const account = await registerUser();
    const second = await json<Body>(await login({ login: account.email, password: account.password }));
    const response = await logoutRoute(
      apiRequest('/api/user/authentication/logout', { method: 'POST', headers: bearer(account.token), locale: 'fa' }),
      noParams,
    );
    expect(response.status).toBe(200);
    expect((await json<Body>(response)).message).toBe('از حساب کاربری خود خارج شدید.');
    const cleared = setCookies(response).authorization_token!;
    expect(cleared.value).toBe('');
    expect(cleared.header.toLowerCase()).toContain('max-age=0');

    const again = await checkAuth(apiRequest('/api/user/authentication/check-auth', { headers: bearer(account.token) }), noParams);
    expect(again.status).toBe(401);
    const other = await checkAuth(apiRequest('/api/user/authentication/check-auth', { headers: bearer(second.data!.token) }), noParams);
    expect(other.status).toBe(200);
    const [log] = await getDb().select().from(activityLogs).where(eq(activityLogs.action, 'auth.logout'));
    expect(log?.actorId).toBe(account.id);
  });

  it('answers 401 without a session', async () => {
    const response = await logoutRoute(apiRequest('/api/user/authentication/logout', { method: 'POST' }), noParams);
    expect(response.status).toBe(401);
  });
});
