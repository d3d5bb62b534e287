import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as loginRoute } from '@/app/api/user/authentication/login/route';
import { closeRateLimits, resetRateLimitsForTests } from '@/server/rate-limit';
import { noParams, registerUser } from '../support/accounts';
import { apiRequest } from '../support/http';

// env() is read once per module graph, and each test file gets its own: set it before first use.
// Nothing listens on port 1, so every Redis command fails.
process.env.REDIS_URL = 'redis://127.0.0.1:1';

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetRateLimitsForTests();
});

afterAll(async () => {
  await closeRateLimits();
  vi.restoreAllMocks();
});

describe('rate limits while Redis is unreachable', () => {
  it('keep holding through the in-memory insurance limiter', async () => {
    const account = await registerUser();
    const login = (password: string) =>
      loginRoute(apiRequest('/api/user/authentication/login', { method: 'POST', body: { login: account.email, password } }), noParams);
    for (let i = 0; i < 5; i += 1) expect((await login('wrong password')).status).toBe(422);
    const blocked = await login(account.password);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });
});
