import { expect, test, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { DEMO_PASSWORD, signInAsNewReader, signInViaApi } from './support/auth';
import { registerOn, removeDataDir, startServer } from './support/server';

async function openSignIn(page: Page) {
  await expect(page.getByTestId('sign-in')).toBeEnabled();
  await page.getByTestId('sign-in').click();
  return page.getByRole('dialog');
}

async function signIn(page: Page, login: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/E-mail or username|ایمیل یا نام کاربری/).fill(login);
  await dialog.getByLabel(/^(Password|رمز عبور)$/).fill(password);
  await dialog.locator('form').getByRole('button', { name: /^(Sign in|ورود)$/ }).click();
}

test.describe('accounts', () => {
  test('register in Persian → complete information → dashboard → sign out', async ({ page }) => {
    const id = Date.now().toString(36);
    await page.goto('/fa');
    const dialog = await openSignIn(page);
    await dialog.getByRole('tab', { name: 'ساخت حساب' }).click();
    await dialog.getByLabel('نام کاربری').fill(`reader_${id}`);
    await dialog.getByLabel('ایمیل').fill(`reader_${id}@example.com`);
    await dialog.getByLabel('رمز عبور', { exact: true }).fill('a-long-secret-1');
    await dialog.getByLabel('تکرار رمز عبور').fill('another-secret-2');
    // The field error above appears on blur and moves the checkbox: retry until it is ticked.
    await expect(() => dialog.getByRole('checkbox').check({ timeout: 2000 })).toPass();
    await dialog.getByRole('button', { name: 'ساخت حساب من' }).click();
    // Client validation speaks Persian and names the field.
    await expect(dialog.getByRole('alert')).toContainText('تکرار رمز عبور');

    await dialog.getByLabel('تکرار رمز عبور').fill('a-long-secret-1');
    await dialog.getByRole('button', { name: 'ساخت حساب من' }).click();
    // Registered; the information is not complete yet, so the dashboard sends the user on.
    await expect(page).toHaveURL(/\/fa\/user\/panel\/complete-information$/);
    await page.getByLabel('نام', { exact: true }).fill('سارا');
    await page.getByLabel('نام خانوادگی').fill('محمدی');
    await page.getByLabel('شماره موبایل').fill('۰۹۱۲۳۴۵۶۷۸۹');
    await page.getByRole('button', { name: 'ذخیره و ادامه' }).click();
    await expect(page).toHaveURL(/\/fa\/user\/panel\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سلام سارا!');
    await expect(page.getByTestId('user-menu')).toContainText('سارا محمدی');

    // Completed users cannot go back to complete-information.
    await page.goto('/fa/user/panel/complete-information');
    await expect(page).toHaveURL(/\/fa\/user\/panel\/dashboard$/);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'خروج' }).click();
    await expect(page).toHaveURL(/\/fa$/);
    await expect(page.getByTestId('sign-in')).toBeVisible();
  });

  test('a server-side error appears under its field', async ({ page }) => {
    await page.goto('/en');
    const dialog = await openSignIn(page);
    await dialog.getByRole('tab', { name: 'Create account' }).click();
    await dialog.getByLabel('Username').fill(`someone_${Date.now().toString(36)}`);
    await dialog.getByLabel('Email').fill('user@darvazeh.local');
    await dialog.getByLabel('Password', { exact: true }).fill('a-long-secret-1');
    await dialog.getByLabel('Password confirmation').fill('a-long-secret-1');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Create my account' }).click();
    const email = dialog.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('alert')).toContainText(/taken|already/i);
  });

  test('a wrong password gets one generic message', async ({ page }) => {
    await page.goto('/en');
    await openSignIn(page);
    await signIn(page, 'user@darvazeh.local', 'not-the-password');
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('an anonymous visit to a panel page opens the dialog and returns there after sign-in', async ({ page }) => {
    await page.goto('/en/user/panel/notifications');
    await expect(page.getByTestId('sign-in-required')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
    await signIn(page, 'demo_user', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/user\/panel\/notifications$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
  });

  test('a plain user meets the 403 page in the manager panel', async ({ page }) => {
    await page.goto('/en');
    await openSignIn(page);
    await signIn(page, 'user@darvazeh.local', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/user\/panel\/dashboard$/);
    const response = await page.goto('/en/manager/panel/dashboard');
    expect(response?.status()).toBe(403);
    await expect(page.getByTestId('error-message')).toHaveText('You do not have permission to see this page.');
  });
});

test.describe('password reset', () => {
  test.setTimeout(180_000);

  async function resetThroughLink(page: Page, base: string, email: string, readLink: () => Promise<string>, oldPassword = 'a-long-secret-1') {
    await page.goto(`${base}/en`);
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await expect(dialog.getByRole('status')).toContainText(email);
    await dialog.getByRole('button', { name: 'Close' }).click();

    const link = await readLink();
    expect(link.startsWith(`${base}/`)).toBe(true);
    await page.goto(link);
    // The link opens in the account's language (Persian for the demo accounts).
    await page.getByLabel(/^(Password|رمز عبور)$/).fill('a-brand-new-secret');
    await page.getByLabel(/^(Password confirmation|تکرار رمز عبور)$/).fill('a-brand-new-secret');
    await page.getByRole('button', { name: /Save the new password|ذخیره رمز عبور تازه/ }).click();
    // The sign-in dialog opens; the old password no longer works, the new one does.
    await expect(page.getByRole('dialog')).toBeVisible();
    await signIn(page, email, oldPassword);
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    await signIn(page, email, 'a-brand-new-secret');
    // Signed in: a new account without a name is sent on to complete its information.
    await expect(page).toHaveURL(/\/user\/panel\/complete-information$/);
  }

  test('through the development outbox printed in the server log', async ({ page }) => {
    // A development outbox prints its links at LOG_LEVEL=debug only: a production log keeps no reset link.
    const server = await startServer(3, { LOG_LEVEL: 'debug' });
    try {
      const email = await registerOn(server.base);
      await resetThroughLink(page, server.base, email, async () => {
        await expect.poll(() => /reset-password\?\S+/.test(server.output()), { timeout: 20_000 }).toBe(true);
        return server.output().match(/https?:\/\/\S+\/reset-password\?\S+/)![0];
      });
    } finally {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });

  test('through a real SMTP server on loopback, in Persian for a Persian account', async ({ page }) => {
    const messages: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          messages.push(raw);
          callback();
        });
      },
    });
    const smtpPort = Number(process.env.E2E_PORT ?? 3100) + 5;
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    const server = await startServer(4, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    try {
      const email = await registerOn(server.base, { locale: 'fa' });
      // Registration mailed a verification link; the reset link comes after it.
      await expect.poll(() => messages.length, { timeout: 20_000 }).toBe(1);
      messages.length = 0;
      await resetThroughLink(page, server.base, email, async () => {
        await expect.poll(() => messages.length, { timeout: 20_000 }).toBeGreaterThan(0);
        const raw = messages.join('\n').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        expect(raw).toMatch(/dir="rtl"|dir=3D"rtl"/);
        return raw.match(/https?:\/\/[^\s"<>]+\/reset-password\?[^\s"<>]+/)![0].replace(/&amp;/g, '&');
      });
    } finally {
      await server.stop();
      removeDataDir(server.dataDir);
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

test.describe('settings', () => {
  test('shows the profile prefilled and saves it in place with a toast, in Persian', async ({ page }) => {
    await signInAsNewReader(page, { firstname: 'Sara' });
    await page.goto('/fa/user/panel/setting');
    await expect(page.getByLabel('نام', { exact: true })).toHaveValue('Sara');
    await page.getByLabel('درباره من').fill('خواننده کنجکاو متاورس');
    const sessionRefreshed = page.waitForResponse((response) => response.url().includes('/api/user/authentication/check-auth'));
    await page.getByRole('button', { name: 'ذخیره نمایه' }).click();
    // Saving is not leaving: the reader stays to change the next setting, told that it worked.
    await expect(page.locator('[data-sonner-toast]', { hasText: 'نمایهٔ شما به‌روز شد.' })).toBeVisible();
    await sessionRefreshed;
    await expect(page.getByRole('button', { name: 'ذخیره نمایه' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/fa\/user\/panel\/setting$/);
    await expect(page.getByLabel('درباره من')).toHaveValue('خواننده کنجکاو متاورس');
  });

  test('a password change needs the current password, shown under its field', async ({ page }) => {
    await signInViaApi(page, 'manager');
    await page.goto('/en/user/panel/setting');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Password' }) });
    await section.getByLabel('Current password').fill('wrong-password');
    await section.getByLabel('Password', { exact: true }).fill('another-long-secret');
    await section.getByLabel('Password confirmation').fill('another-long-secret');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  });
});
