import { expect, test } from '@playwright/test';
import { signInViaApi } from './support/auth';

test.describe('manager panel: integration tokens', () => {
  test('a manager makes a scoped token, sees it once, the token works within its scope, then revokes it', async ({ page, playwright, baseURL }) => {
    const name = `E2E importer ${Date.now().toString(36)}`;
    await signInViaApi(page, 'admin');
    await page.goto('/en/manager/panel/integrations');
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();

    const form = page.getByRole('form', { name: 'New token' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    // Without a scope the form says so under the scopes and sends nothing.
    await form.getByRole('button', { name: 'Make token' }).click();
    await expect(form.getByText('Choose at least one scope.')).toBeVisible();

    await form.getByRole('checkbox', { name: /Read items of every type/ }).check();
    await form.getByRole('combobox', { name: 'Expires after' }).selectOption('7');
    const created = page.waitForResponse((response) => response.url().endsWith('/api/manager/integrations') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Make token' }).click();
    expect((await created).status()).toBe(201);

    const shown = page.getByTestId('created-token');
    await expect(shown.getByRole('heading', { name: `Your new token: ${name}` })).toBeFocused();
    const token = await shown.getByRole('textbox', { name: 'Token' }).inputValue();
    expect(token).toMatch(/^dvz_[A-Za-z0-9]{40}$/);
    await expect(shown.getByRole('button', { name: 'Copy token' })).toBeVisible();

    // Another system, with no cookie of ours: the token reads articles, and nothing its scope does not name.
    const integration = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { accept: 'application/json', authorization: `Bearer ${token}` } });
    expect((await integration.get('/api/manager/articles')).status()).toBe(200);
    expect((await integration.get('/api/manager/comments')).status()).toBe(403);

    await shown.getByRole('button', { name: 'Done, I have copied it' }).click();
    await expect(page.getByTestId('created-token')).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');

    // Listed by its prefix only, with its last use; the token itself is never on the page again.
    await page.reload();
    const row = page.getByTestId('integration-token-row').filter({ hasText: name });
    await expect(row).toContainText(token.slice(0, 12));
    await expect(row).toContainText('content:read');
    await expect(row).toContainText('Active');
    await expect(row).not.toContainText('Never');
    expect(await page.content()).not.toContain(token);

    await row.getByRole('button', { name: `Revoke token ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Revoke this token?');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toContainText('Revoked');
    await expect(row.getByRole('button', { name: `Revoke token ${name}` })).toHaveCount(0);
    expect((await integration.get('/api/manager/articles')).status()).toBe(401);
    await integration.dispose();
  });

  test('the integrations screen in Persian reads right to left', async ({ page }) => {
    await signInViaApi(page, 'admin');
    await page.goto('/fa/manager/panel/integrations');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'یکپارچه‌سازی‌ها' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'توکن تازه' }).getByRole('group', { name: 'حوزه‌های دسترسی' })).toBeVisible();
  });
});
