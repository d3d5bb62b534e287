import { expect, type Page } from '@playwright/test';

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
