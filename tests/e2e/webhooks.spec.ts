import { expect, test } from '@playwright/test';
import { signInViaApi } from './support/auth';

test.describe('manager panel: webhooks', () => {
  test('a manager adds an endpoint, sees its secret once, switches it off and on, then deletes it', async ({ page }) => {
    // A documentation address (TEST-NET-3): public, so it is accepted, and nothing there answers.
    const url = `https://203.0.113.10/hooks/e2e-${Date.now().toString(36)}`;
    await signInViaApi(page, 'admin');
    await page.goto('/en/manager/panel/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Delivery log' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Add an endpoint' });
    const address = form.getByRole('textbox', { name: 'Endpoint address' });
    // Without an event the form says so and sends nothing.
    await address.fill(url);
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(form.getByText('Choose at least one event.')).toBeVisible();

    // A loopback address is refused by the server, under the address.
    await address.fill('http://127.0.0.1:8080/hook');
    await form.getByRole('checkbox', { name: /Ticket opened/ }).check();
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/manager/webhooks') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    expect((await refused).status()).toBe(422);
    await expect(form.getByText(/private, loopback or link-local/)).toBeVisible();

    await address.fill(url);
    await form.getByRole('textbox', { name: 'Description' }).fill('Help desk');
    const created = page.waitForResponse((response) => response.url().endsWith('/api/manager/webhooks') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    expect((await created).status()).toBe(201);

    const shown = page.getByTestId('created-webhook-secret');
    await expect(shown.getByRole('heading', { name: 'Endpoint added: copy its signing secret' })).toBeFocused();
    const secret = await shown.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByTestId('created-webhook-secret')).toHaveCount(0);

    await page.reload();
    expect(await page.content()).not.toContain(secret);
    const row = page.getByTestId('webhook-endpoint-row').filter({ hasText: url });
    await expect(row).toContainText('Help desk');
    await expect(row).toContainText('Ticket opened');
    await expect(row).toContainText('On');

    await row.getByRole('button', { name: `Turn off the endpoint ${url}` }).click();
    await expect(row).toContainText('Off');
    await row.getByRole('button', { name: `Turn on the endpoint ${url}` }).click();
    await expect(row).toContainText('On');

    await row.getByRole('button', { name: `Delete the endpoint ${url}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Delete this endpoint?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('webhook-endpoint-row').filter({ hasText: url })).toHaveCount(0);
  });

  test('the webhooks screen in Persian reads right to left', async ({ page }) => {
    await signInViaApi(page, 'admin');
    await page.goto('/fa/manager/panel/webhooks');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'وب‌هوک‌ها' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'افزودن نشانی گیرنده' }).getByRole('group', { name: 'رویدادهایی که فرستاده شوند' })).toBeVisible();
  });
});
