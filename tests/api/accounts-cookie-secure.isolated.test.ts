import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '@/env';
import { registration, setCookies, noParams } from '../support/accounts';
import { POST as registerRoute } from '@/app/api/user/authentication/register/route';
import { apiRequest } from '../support/http';

async function registerUnder(appUrl: string, nodeEnv: string) {
  vi.stubEnv('APP_URL', appUrl);
  vi.stubEnv('NODE_ENV', nodeEnv);
  resetEnvForTests();
  const response = await registerRoute(apiRequest('/api/user/authentication/register', { method: 'POST', body: registration() }), noParams);
  expect(response.status).toBe(201);
  return setCookies(response);
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe('the sign-in cookies follow APP_URL', () => {
  it('are not Secure on a plain-http install, even in production, so a LAN address keeps its sign-in', async () => {
    const cookies = await registerUnder('http://192.168.1.10:3000', 'production');
    expect(cookies.authorization_token!.header.toLowerCase()).not.toContain('secure');
    expect(cookies['XSRF-TOKEN']!.header.toLowerCase()).not.toContain('secure');
  });

  it('are Secure when APP_URL is https, whatever NODE_ENV says', async () => {
    const cookies = await registerUnder('https://darvazeh.example', 'development');
    expect(cookies.authorization_token!.header.toLowerCase()).toContain('secure');
    expect(cookies['XSRF-TOKEN']!.header.toLowerCase()).toContain('secure');
  });
});
