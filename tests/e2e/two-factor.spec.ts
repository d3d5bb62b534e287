import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, demo, signInAsNewReader } from './support/auth';
import { removeDataDir, startServer } from './support/server';

/** The password `registerReader` gives every new reader. */
const READER_PASSWORD = 'a-long-secret-1';

/**
 * The code an authenticator app shows for `secret`, `stepsAhead` steps of 30 seconds from now. The
 * server accepts a step of drift either way and each step only once, so a sign-in right after the
 * set-up uses the next step's code.
 */
function codeFor(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Sets up the authenticator app on the settings page; answers its secret and the recovery codes shown. */
async function enrolOnSettings(page: Page, password: string): Promise<{ secret: string; codes: string[] }> {
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  // The section reads its state after the page loads: the first look waits for that.
  await expect(section.getByTestId('two-factor-status')).toHaveText('Off: your password alone signs you in.', { timeout: 20_000 });
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await section.getByLabel('Current password').fill(password);
  await section.getByRole('button', { name: 'Continue' }).click();

  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await section.getByTestId('totp-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel('Code', { exact: true }).fill(codeFor(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();

  await expect(section.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  const codes = (await section.getByTestId('recovery-code').allInnerTexts()).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByTestId('two-factor-status')).toHaveText('On: signing in asks for a code from your authenticator app.');
  await expect(section).toContainText('10 recovery codes left.');
  return { secret, codes };
}

/** Opens the sign-in dialog on the home page and gets past the password. */
async function passwordStep(page: Page, login: string, password: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/en');
  await expect(page.getByTestId('sign-in')).toBeEnabled();
  await page.getByTestId('sign-in').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail or username').fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.locator('form').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
}

test.describe('two-factor authentication', () => {
  test('enrolling an authenticator app, then signing in with a code and with a recovery code', async ({ page }) => {
    const { email } = await signInAsNewReader(page);
    await page.goto('/en/user/panel/setting');
    const { secret, codes } = await enrolOnSettings(page, READER_PASSWORD);

    // The password alone no longer signs in: the dialog asks for a code, and a wrong one is refused.
    await passwordStep(page, email, READER_PASSWORD);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Code', { exact: true }).fill('000000');
    await dialog.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Code is not right, or it has already been used.');
    await dialog.getByLabel('Code', { exact: true }).fill(codeFor(secret, 1));
    await dialog.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/en\/user\/panel\/dashboard$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();

    // A recovery code works once, in place of the app.
    await passwordStep(page, email, READER_PASSWORD);
    await dialog.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await dialog.getByLabel('Recovery code').fill(codes[0]!);
    await dialog.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/en\/user\/panel\/dashboard$/);

    await page.goto('/en/user/panel/setting');
    await expect(page.getByRole('region', { name: 'Two-factor authentication' })).toContainText('9 recovery codes left.');

    await passwordStep(page, email, READER_PASSWORD);
    await dialog.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await dialog.getByLabel('Recovery code').fill(codes[0]!);
    await dialog.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Recovery code is not right, or it has already been used.');
  });

  test('a manager without a second factor is sent to enrol when MANAGER_2FA=required', async ({ page }) => {
    test.setTimeout(240_000);
    // Its own installation: the shared one keeps MANAGER_2FA optional for the demo managers.
    const admin = { email: 'two-factor-admin@example.com', password: 'two-factor-admin-secret-1' };
    const server = await startServer(61, { MANAGER_2FA: 'required', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    try {
      const signedIn = await page.request.post(`${server.base}/api/user/authentication/login`, {
        data: { login: admin.email, password: admin.password },
        headers: { accept: 'application/json' },
      });
      expect(signedIn.status()).toBe(200);
      const { data } = (await signedIn.json()) as { data: { token: string } };
      const authorization = { accept: 'application/json', authorization: `Bearer ${data.token}` };
      // The settings page is for completed profiles.
      const completed = await page.request.patch(`${server.base}/api/user/authentication/update`, {
        headers: authorization,
        data: { firstname: 'Parisa', lastname: 'Ahmadi', mobile: '09121234567' },
      });
      expect(completed.status()).toBe(200);

      // The manager API refuses, and the panel sends the manager to the settings page's section.
      const refused = await page.request.get(`${server.base}/api/manager/redirects`, { headers: { ...authorization, 'accept-language': 'en' } });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toContain('requires managers to use two-factor authentication');
      await page.goto(`${server.base}/en/manager/panel/dashboard`);
      await expect(page).toHaveURL(/\/en\/user\/panel\/setting(#two-factor)?$/);
      const section = page.getByRole('region', { name: 'Two-factor authentication' });
      await expect(section.getByRole('alert')).toHaveText(
        'This site requires managers to use a second factor. Set one up to open the manager panel.',
      );

      await enrolOnSettings(page, admin.password);
      await page.goto(`${server.base}/en/manager/panel/dashboard`);
      await expect(page).toHaveURL(/\/en\/manager\/panel\/dashboard$/);
      // Required, and the only manager has a second factor now: nothing to warn about.
      await expect(page.getByRole('region', { name: 'Second factor for managers' })).toHaveCount(0);
      expect((await page.request.get(`${server.base}/api/manager/redirects`, { headers: authorization })).status()).toBe(200);
    } finally {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });

  test('the manager dashboard warns super managers while a second factor is optional', async ({ page }) => {
    const signedIn = await page.request.post('/api/user/authentication/login', {
      data: { login: demo.admin, password: DEMO_PASSWORD },
      headers: { accept: 'application/json' },
    });
    expect(signedIn.status()).toBe(200);
    await page.goto('/en/manager/panel/dashboard');
    const notice = page.getByRole('region', { name: 'Second factor for managers' });
    await expect(notice).toContainText('Managers can open the manager panel with a password alone.');
    await expect(notice).toContainText(/no second factor yet/);
  });
});
