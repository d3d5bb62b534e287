import { describe, expect, it } from 'vitest';
import { GET as checkAuthRoute } from '@/app/api/user/authentication/check-auth/route';
import { POST as loginRoute } from '@/app/api/user/authentication/login/route';
import { POST as logoutRoute } from '@/app/api/user/authentication/logout/route';
import { bearer, noParams, registerUser, setCookies } from '../support/accounts';
import { apiRequest } from '../support/http';

describe('the signed_in_hint cookie beside the session', () => {
  it('is set readable by script on sign-in, while the session cookie stays httpOnly', async () => {
    const account = await registerUser();
    const response = await loginRoute(
      apiRequest('/api/user/authentication/login', { method: 'POST', body: { login: account.email, password: account.password } }),
      noParams,
    );
    expect(response.status).toBe(200);
    const cookies = setCookies(response);
    expect(cookies.signed_in_hint!.value).toBe('1');
    expect(cookies.signed_in_hint!.header.toLowerCase()).not.toContain('httponly');
    expect(cookies.signed_in_hint!.header.toLowerCase()).toContain('path=/');
    expect(cookies.authorization_token!.header.toLowerCase()).toContain('httponly');
  });

  it('is cleared with the session on sign-out', async () => {
    const account = await registerUser();
    const response = await logoutRoute(apiRequest('/api/user/authentication/logout', { method: 'POST', headers: bearer(account.token) }), noParams);
    expect(response.status).toBe(200);
    const hint = setCookies(response).signed_in_hint!;
    expect(hint.value).toBe('');
    expect(hint.header.toLowerCase()).toContain('max-age=0');
  });

  it('is renewed by every successful auth check, for as long as a token lives, and not set without a session', async () => {
    const account = await registerUser();
    const checked = await checkAuthRoute(apiRequest('/api/user/authentication/check-auth', { headers: bearer(account.token) }), noParams);
    expect(checked.status).toBe(200);
    const hint = setCookies(checked).signed_in_hint!;
    expect(hint.value).toBe('1');
    expect(hint.header.toLowerCase()).toContain(`max-age=${30 * 24 * 60 * 60}`);
    const anonymous = await checkAuthRoute(apiRequest('/api/user/authentication/check-auth'), noParams);
    expect(anonymous.status).toBe(401);
    expect(setCookies(anonymous).signed_in_hint).toBeUndefined();
  });
});
