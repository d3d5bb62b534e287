import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Darvazeh-demo-2026';
export const demo = { user: 'user@darvazeh.local', manager: 'manager@darvazeh.local', admin: 'admin@darvazeh.local' } as const;

/** Signs the page's browser context in through the API (the cookie lands in the context). */
export async function signInViaApi(page: Page, who: keyof typeof demo): Promise<void> {
  const response = await page.request.post('/api/user/authentication/login', {
    data: { login: demo[who], password: DEMO_PASSWORD },
    headers: { accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
}

/**
 * An address of its own for a test's sign-up: the e2e server trusts loopback as its proxy
 * (playwright.config.ts), so each reader arrives from elsewhere, as real readers do, and the
 * suite's many sign-ups stay under the per-address registration limit.
 */
export function ownClientAddress(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return { 'x-forwarded-for': `198.18.${octet()}.${octet()}` };
}

/** A fresh reader account, signed in on `request`'s context: tests that change a user's state use their own. */
export async function registerReader(request: APIRequestContext): Promise<{ id: string; name: string; email: string }> {
  const name = `reader_${Date.now().toString(36)}${Math.floor(Math.random() * 10_000)}`;
  const email = `${name}@example.com`;
  const password = 'a-long-secret-1';
  const registered = await request.post('/api/user/authentication/register', {
    headers: { accept: 'application/json', ...ownClientAddress() },
    data: { username: name, email, password, password_confirmation: password, terms_and_conditions: true },
  });
  expect(registered.status()).toBe(201);
  return { id: ((await registered.json()) as { data: { user: { id: string } } }).data.user.id, name, email };
}

/** Headers for a cookie-authenticated write from the page's context (Sanctum's double-submit XSRF token included). */
export async function jsonWriteHeaders(page: Page): Promise<Record<string, string>> {
  await page.request.get('/sanctum/csrf-cookie');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  expect(cookie).toBeDefined();
  return { accept: 'application/json', 'x-xsrf-token': decodeURIComponent(cookie!.value) };
}

/**
 * Registers a fresh reader with a completed profile and signs the page's context in as them, for
 * tests that change a reader's state (the demo accounts are shared by every suite).
 */
export async function signInAsNewReader(page: Page, { firstname = 'Leila' }: { firstname?: string } = {}): Promise<{ id: string; email: string }> {
  const { id, email } = await registerReader(page.request);
  const mobile = `0912${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const completed = await page.request.patch('/api/user/authentication/update', {
    headers: await jsonWriteHeaders(page),
    data: { firstname, lastname: 'Tehrani', mobile },
  });
  expect(completed.status()).toBe(200);
  return { id, email };
}

/** A bearer token of the demo super manager: manager writes without the browser's CSRF dance. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/user/authentication/login', {
    data: { login: demo.admin, password: DEMO_PASSWORD },
    headers: { accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { token: string } };
  return { accept: 'application/json', authorization: `Bearer ${data.token}` };
}
