import { expect, test } from '@playwright/test';
import { signInViaApi } from './support/auth';
import { overflowOf } from './support/overflow';

// One export, then what it left behind: the steps share it, so they go in order.
test.describe.configure({ mode: 'serial' });

test.describe('manager panel: export of the whole site', () => {
  test('a manager exports the site, follows it, downloads the archive and finds it listed after a reload', async ({ page }) => {
    test.setTimeout(180_000);
    await signInViaApi(page, 'admin');
    await page.goto('/en/manager/panel/export');
    await expect(page.getByRole('heading', { level: 1, name: 'Export the whole site' })).toBeVisible();
    await expect(page.locator('bdi[dir="ltr"] code')).toHaveText('npm run import:archive -- <file>');

    // Ticking the box says what the file then holds; unticked again, the export leaves the hashes out.
    const withAccounts = page.getByRole('checkbox', { name: 'Include password hashes' });
    const withSecrets = page.getByRole('checkbox', { name: 'Include the sealing key' });
    // The key goes only with the accounts it seals: its box opens once theirs is ticked.
    await expect(withSecrets).toBeDisabled();
    await withAccounts.check();
    await expect(page.getByTestId('export-accounts-warning')).toContainText('password hash');
    await withSecrets.check();
    await expect(page.getByTestId('export-secrets-warning')).toContainText('second-factor secret');
    await expect(withSecrets).toHaveAccessibleDescription(/second-factor secret/);
    await withAccounts.uncheck();
    await expect(page.getByTestId('export-accounts-warning')).toHaveCount(0);
    await expect(page.getByTestId('export-secrets-warning')).toHaveCount(0);
    await expect(withSecrets).not.toBeChecked();
    await expect(withSecrets).toBeDisabled();

    const started = page.waitForResponse((response) => response.url().endsWith('/api/manager/export') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Export the site' }).click();
    const answer = await started;
    expect(answer.status()).toBe(202);
    const runId = ((await answer.json()) as { data: { id: string } }).data.id;

    const run = page.getByTestId('export-run');
    await expect(run).toBeVisible();
    await expect(run.getByRole('status').getByText('Finished')).toBeVisible({ timeout: 120_000 });
    await expect(run.getByText(/^The archive is ready: [\d,]+ rows from \d+ tables\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export the site' })).toBeEnabled();

    const download = run.getByRole('link', { name: 'Download the archive' });
    await expect(download).toHaveAttribute('download', '');
    const href = await download.getAttribute('href');
    expect(href).toBe(`/api/manager/export/runs/${runId}/archive`);
    const archive = await page.request.get(href!);
    expect(archive.status()).toBe(200);
    expect(archive.headers()['content-type']).toBe('application/gzip');
    expect(archive.headers()['content-disposition']).toMatch(/^attachment; filename="darvazeh-[\d-]+\.tar\.gz"$/);
    const body = await archive.body();
    expect([body[0], body[1]]).toEqual([0x1f, 0x8b]);

    // The export lives on the server: after a reload it is listed, its archive a link away.
    await page.reload();
    await expect(page.getByTestId('export-run')).toHaveCount(0);
    const row = page.getByTestId('export-run-row').filter({ has: page.locator(`a[href="${href}"]`) });
    await expect(row).toContainText('Finished');
    await expect(row).not.toContainText('With password hashes');
    await expect(row).not.toContainText('With the sealing key');
    await expect(row.getByRole('link', { name: /^Download the export of / })).toBeVisible();
  });

  test('the export screen in Persian reads right to left and fits a phone, its list included', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, hasTouch: true });
    const page = await context.newPage();
    await signInViaApi(page, 'admin');
    await page.goto('/fa/manager/panel/export');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'برون‌بری کل سایت' })).toBeVisible();
    // A box's name is its label with its hint; the key's hint names the hashes' box, hence the anchors.
    await page.getByRole('checkbox', { name: /^همراه با رمزهای عبور هش‌شده/ }).check();
    await page.getByRole('checkbox', { name: /^همراه با کلید رمزگذاری/ }).check();
    await expect(page.getByTestId('export-secrets-warning')).toContainText('تأیید دومرحله‌ای');
    await expect(page.getByRole('button', { name: 'برون‌بری کل سایت' })).toBeVisible();
    const row = page.getByTestId('export-run-row').first();
    await expect(row.getByRole('link', { name: /^دریافت برون‌بری / })).toBeVisible();
    // The date in the reader's calendar: a Jalali year in Persian digits.
    await expect(row.locator('time')).toHaveText(/۱۴[۰-۹]{2}/);
    const size = await overflowOf(page);
    expect(size.scrollWidth, 'the export screen is wider than the phone').toBeLessThanOrEqual(size.innerWidth);
    await context.close();
  });
});
