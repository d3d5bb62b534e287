import { expect, test } from '@playwright/test';

test.describe('errors (SPEC §8)', () => {
  test('an unmatched route answers 404 with "Page not found: {full path}"', async ({ page }) => {
    const response = await page.goto('/en/no/such/page?x=1');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /en/no/such/page?x=1');
    await expect(page.locator('header')).toBeVisible();
  });

  test('the Persian 404 speaks Persian', async ({ page }) => {
    const response = await page.goto('/fa/هیچ-جا');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText('صفحه پیدا نشد: /fa/هیچ-جا');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('an unhandled error shows its message, an illustration and a way home that clears it', async ({ page }) => {
    await page.goto('/en/diagnostics/error');
    await expect(page.getByTestId('error-message')).toHaveText('Diagnostics: a deliberate failure');
    await expect(page.locator('section[role="alert"] svg').first()).toBeVisible();
    await page.getByRole('button', { name: 'Back to homepage' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your gateway to the metaverse');
  });

  test('the Persian error screen goes back to the Persian home', async ({ page }) => {
    await page.goto('/fa/diagnostics/error');
    await page.getByRole('button', { name: 'بازگشت به صفحه اصلی' }).click();
    await expect(page).toHaveURL(/\/fa$/);
  });

  test('an unknown API path answers JSON, never HTML', async ({ request }) => {
    const response = await request.get('/api/does-not-exist', { headers: { 'Accept-Language': 'fa-IR' } });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ message: 'پیدا نشد.' });
  });
});
