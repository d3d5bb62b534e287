import { expect, test } from '@playwright/test';
import { ownClientAddress, signInAsNewReader } from './support/auth';

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
/** The password `registerReader` gives every new reader. */
const READER_PASSWORD = 'a-long-secret-1';

test.describe('sessions', () => {
  test('signing out another session', async ({ page, browser, baseURL }) => {
    // The computer: a new reader, signed in and with a completed profile.
    const { email } = await signInAsNewReader(page);

    // The phone: the same reader, signed in in a browser of its own.
    const phone = await browser.newContext({ baseURL, userAgent: FIREFOX_ANDROID });
    const phonePage = await phone.newPage();
    const signedIn = await phonePage.request.post('/api/user/authentication/login', {
      data: { login: email, password: READER_PASSWORD },
      headers: { accept: 'application/json', ...ownClientAddress() },
    });
    expect(signedIn.status()).toBe(200);
    await phonePage.goto('/en/user/panel/setting');
    await expect(phonePage.getByRole('heading', { name: 'Signed-in sessions' })).toBeVisible();

    await page.goto('/en/user/panel/setting');
    const section = page.getByRole('region', { name: 'Signed-in sessions' });
    const sessions = section.getByTestId('session');
    await expect(sessions).toHaveCount(2);
    const current = sessions.filter({ hasText: 'This device' });
    await expect(current).toHaveCount(1);
    await expect(current.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
    const other = sessions.filter({ hasText: 'Mobile Firefox 128 on Android 14' });
    await expect(other).toContainText(/Address\s*198\.18\.\d+\.\d+/);
    await expect(other).toContainText('Signed in');
    await expect(other).toContainText('Last active');

    // Signing out asks first; cancelling keeps the session.
    await other.getByRole('button', { name: /^Sign out .*Mobile Firefox 128/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Whoever uses that session will have to sign in again.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(sessions).toHaveCount(2);

    await other.getByRole('button', { name: /^Sign out .*Mobile Firefox 128/ }).click();
    await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.locator('[data-sonner-toast]', { hasText: 'The session was signed out.' })).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expect(section).toContainText('No other session is signed in.');
    await expect(section.getByRole('button', { name: 'Sign out all other sessions' })).toHaveCount(0);

    // The phone is signed out on its next request: the API refuses it and the panel asks it to sign in.
    expect((await phonePage.request.get('/api/user/authentication/check-auth', { headers: { accept: 'application/json' } })).status()).toBe(401);
    await phonePage.reload();
    await expect(phonePage.getByTestId('sign-in-required')).toBeVisible();
    await phone.close();

    // The computer stays signed in; in Persian the list reads right to left with Jalali dates.
    await page.goto('/fa/user/panel/setting');
    const persian = page.getByRole('region', { name: 'نشست‌های فعال' });
    await expect(persian.getByTestId('session')).toHaveCount(1);
    await expect(persian.getByTestId('session')).toContainText('همین دستگاه');
    await expect(persian.getByTestId('session').locator('time').first()).toHaveText(/[۰-۹]{4}/);
  });

  test('signing out all other sessions at once', async ({ page, browser, baseURL }) => {
    const { email } = await signInAsNewReader(page);
    const others = await Promise.all(
      [0, 1].map(async () => {
        const context = await browser.newContext({ baseURL, userAgent: FIREFOX_ANDROID });
        const response = await context.request.post('/api/user/authentication/login', {
          data: { login: email, password: READER_PASSWORD },
          headers: { accept: 'application/json', ...ownClientAddress() },
        });
        expect(response.status()).toBe(200);
        return context;
      }),
    );

    await page.goto('/en/user/panel/setting');
    const section = page.getByRole('region', { name: 'Signed-in sessions' });
    await expect(section.getByTestId('session')).toHaveCount(3);
    await section.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out all other sessions' }).click();
    await expect(page.locator('[data-sonner-toast]', { hasText: 'Every other session was signed out (2).' })).toBeVisible();
    await expect(section.getByTestId('session')).toHaveCount(1);

    for (const context of others) {
      expect((await context.request.get('/api/user/authentication/check-auth', { headers: { accept: 'application/json' } })).status()).toBe(401);
      await context.close();
    }
  });
});
