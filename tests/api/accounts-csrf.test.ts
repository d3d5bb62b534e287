import { beforeEach, describe, expect, it } from 'vitest';
import { POST as loginRoute } from '@/app/api/user/authentication/login/route';
import { POST as logoutRoute } from '@/app/api/user/authentication/logout/route';
import { PATCH as updateRoute } from '@/app/api/user/authentication/update/route';
import { GET as csrfCookie } from '@/app/sanctum/csrf-cookie/route';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { bearer, noParams, registerUser, setCookies } from '../support/accounts';
import { apiRequest, json } from '../support/http';

beforeEach(() => resetRateLimitsForTests());

const update = (headers: Record<string, string>, locale: 'fa' | 'en' = 'en') =>
  updateRoute(apiRequest('/api/user/authentication/update', { method: 'PATCH', body: { firstname: 'Neda' }, headers, locale }), noParams);

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 and sets an XSRF-TOKEN cookie that script can read', async () => {
    const response = await csrfCookie(apiRequest('/sanctum/csrf-cookie'), noParams);
    expect(response.status).toBe(204);
    const cookie = setCookies(response)['XSRF-TOKEN']!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(cookie.header.toLowerCase()).not.toContain('httponly');
    expect(cookie.header.toLowerCase()).toContain('samesite=lax');
    expect(cookie.header).toContain('Path=/');
  });
});

describe('CSRF double submit on cookie-authenticated writes', () => {
  it('answers 419 without the X-XSRF-TOKEN header, localized', async () => {
    const account = await registerUser();
    const response = await update({ cookie: account.cookie }, 'fa');
    expect(response.status).toBe(419);
    expect((await json(response)).message).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 419 when the header does not match the cookie', async () => {
    const account = await registerUser();
    expect((await update({ cookie: account.cookie, 'x-xsrf-token': 'x'.repeat(40) })).status).toBe(419);
    const withoutCookie = account.cookie.replace(/; XSRF-TOKEN=.*/, '');
    expect((await update({ cookie: withoutCookie, 'x-xsrf-token': account.xsrf })).status).toBe(419);
  });

  it('lets the write through when the header matches the cookie', async () => {
    const account = await registerUser();
    const response = await update({ cookie: account.cookie, 'x-xsrf-token': account.xsrf });
    expect(response.status).toBe(200);
    expect((await json<{ data: { user: { firstname: string } } }>(response)).data.user.firstname).toBe('Neda');
  });

  it('works with a token from /sanctum/csrf-cookie as well', async () => {
    const account = await registerUser();
    const fresh = setCookies(await csrfCookie(apiRequest('/sanctum/csrf-cookie'), noParams))['XSRF-TOKEN']!.value;
    const cookie = account.cookie.replace(/XSRF-TOKEN=.*/, `XSRF-TOKEN=${fresh}`);
    expect((await update({ cookie, 'x-xsrf-token': fresh })).status).toBe(200);
  });

  it('exempts requests carrying a bearer header', async () => {
    const account = await registerUser();
    expect((await update(bearer(account.token))).status).toBe(200);
    const logout = await logoutRoute(apiRequest('/api/user/authentication/logout', { method: 'POST', headers: bearer(account.token) }), noParams);
    expect(logout.status).toBe(200);
  });

  it('refuses a sign-in that is not declared as JSON (a cross-site text/plain form)', async () => {
    const account = await registerUser();
    const body = JSON.stringify({ login: account.email, password: account.password });
    const forged = await loginRoute(
      apiRequest('/api/user/authentication/login', { method: 'POST', body, headers: { 'content-type': 'text/plain' } }),
      noParams,
    );
    expect(forged.status).toBe(415);
    expect(setCookies(forged).authorization_token).toBeUndefined();
  });

  it('guards logout too (no forced sign-out from another site)', async () => {
    const account = await registerUser();
    const response = await logoutRoute(
      apiRequest('/api/user/authentication/logout', { method: 'POST', headers: { cookie: account.cookie } }),
      noParams,
    );
    expect(response.status).toBe(419);
  });
});
