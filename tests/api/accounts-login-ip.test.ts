import { beforeEach, describe, expect, it } from 'vitest';
import { POST as loginRoute } from '@/app/api/user/authentication/login/route';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { noParams, registerUser } from '../support/accounts';
import { apiRequest, fromAddress } from '../support/http';

beforeEach(() => resetRateLimitsForTests());

const fromOffice = fromAddress('203.0.113.7');

describe('POST /api/user/authentication/login — the per-address limit', () => {
  it('counts failures, not successful sign-ins from a shared address', async () => {
    const { email, password } = await registerUser();
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const response = await loginRoute(apiRequest('/api/user/authentication/login', { method: 'POST', body: { login: email, password }, headers: fromOffice }), noParams);
      expect(response.status, `sign-in ${attempt + 1}`).toBe(200);
    }
  });

  it('still stops an address after 20 failures', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await loginRoute(
        apiRequest('/api/user/authentication/login', { method: 'POST', body: { login: `nobody${attempt}@example.com`, password: 'wrong-password' }, headers: fromOffice }),
        noParams,
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
