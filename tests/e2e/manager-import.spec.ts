import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInViaApi } from './support/auth';
import { overflowOf } from './support/overflow';

const fixtures = path.join(process.cwd(), 'tests/fixtures/wordpress');
/** The monolingual English export (its permalinks are `/%year%/%monthnum%/%postname%/`), else the Polylang one. */
const exportName = ['edge-cases-en.xml', 'polylang-fa-en.xml'].find((name) => existsSync(path.join(fixtures, name))) ?? 'edge-cases-en.xml';
/** An old permalink of a published post in that file, and the type it becomes. */
const oldPermalink = exportName === 'edge-cases-en.xml' ? '/2024/01/sticky-post/' : '/?p=4';

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

// One import, then what it left behind: the steps share the run and its redirects, so they go in order.
test.describe.configure({ mode: 'serial' });

test.describe('manager panel: WordPress import and redirects', () => {
  test('a manager uploads an export with its uploads, follows the run and reopens its report after a reload', async ({ page }) => {
    test.setTimeout(240_000);
    await signInViaApi(page, 'admin');
    await page.goto('/en/manager/panel/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import from WordPress' })).toBeVisible();

    // Nothing chosen: the form says so under the field instead of sending anything.
    await page.getByRole('button', { name: 'Start import' }).click();
    await expect(page.getByText('Choose the export file.')).toBeVisible();

    // A file of another kind is refused on the spot, under its field.
    await page.getByLabel('WordPress export file (XML)').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an export') });
    await page.getByRole('button', { name: 'Start import' }).click();
    await expect(page.getByText('Choose the .xml file that WordPress exported.')).toBeVisible();

    await page.getByLabel('WordPress export file (XML)').setInputFiles(path.join(fixtures, exportName));
    await page.getByLabel('Zip archive of the uploads folder').setInputFiles(path.join(fixtures, 'uploads.zip'));
    await page.getByLabel('Language of items the file does not mark').selectOption('en');
    const started = page.waitForResponse((response) => response.url().endsWith('/api/manager/import/wordpress') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Start import' }).click();
    expect((await started).status()).toBe(202);

    const run = page.getByTestId('import-run');
    await expect(run.getByRole('progressbar').first()).toBeVisible();
    await expect(run.getByRole('status').getByText('Finished')).toBeVisible({ timeout: 180_000 });
    await expect(run.getByText(/^\d+ of \d+ articles$/)).toBeVisible();
    const written = Number(await run.getByTestId('import-written').locator('dd').textContent());
    expect(written).toBeGreaterThan(0);
    // The file holds a post whose featured image is missing from the uploads: the report names it.
    await expect(run.getByTestId('import-report-line').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start import' })).toBeEnabled();

    // The run lives on the server: after a reload it is listed, and its report opens again.
    await page.reload();
    const listed = page.getByTestId('import-run-row').filter({ hasText: exportName }).first();
    await expect(listed).toContainText('Finished');
    await listed.getByRole('button', { name: `Show report of ${exportName}` }).click();
    const reopened = page.getByTestId('import-run');
    await expect(reopened.getByTestId('import-written').locator('dd')).toHaveText(String(written));
    await expect(reopened.getByRole('table', { name: 'Report lines' })).toBeVisible();
  });

  test('the activity log, read by an English manager at a desk in the dark, names the manager who ran the import for what it wrote', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.addInitScript(() => localStorage.setItem('themeScheme', 'dark'));
    await signInViaApi(page, 'admin');
    // The newest hundred article entries: the import's are among them, whatever else the suite writes.
    await page.goto('/en/manager/panel/activities?resource=articles&per_page=100');
    const log = page.getByRole('table', { name: 'Activity log' });
    const created = log.getByRole('row').filter({ has: page.getByRole('link', { name: 'Sticky Post', exact: true }) }).filter({ hasText: 'Article created' });
    await expect(created.first()).toBeVisible();
    await expect(created.first()).toContainText('demo_admin');
    await expect(created.first()).not.toContainText('System');
  });

  test('an old permalink of the imported file answers with a permanent redirect to the article', async ({ page }) => {
    const response = await page.request.get(oldPermalink, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    const location = response.headers()['location'] ?? '';
    expect(new URL(location, 'http://localhost').pathname).toMatch(/^\/en\/articles\/[^/]+$/);
  });

  test('the redirects screen lists the imported redirects, and a manager adds and deletes one', async ({ page }) => {
    await signInViaApi(page, 'admin');
    await page.goto('/en/manager/panel/redirects');
    const search = page.getByRole('search', { name: 'Search redirects' });
    await search.getByRole('searchbox', { name: 'Search' }).fill(oldPermalink.replace(/\/$/, ''));
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    const imported = page.getByTestId('redirect-row').first();
    await expect(imported).toContainText(oldPermalink.replace(/\/$/, ''));
    await expect(imported).toContainText('Import');

    const source = `/old-site-${suffix()}/hello`;
    await page.getByLabel('Old address', { exact: true }).fill(source);
    await page.getByLabel('New address', { exact: true }).fill('/en/articles');
    await page.getByRole('button', { name: 'Add redirect' }).click();
    await expect(page.getByText('Redirect added.')).toBeVisible();
    // Adding it again is refused: an old address goes to one place.
    await page.getByLabel('Old address', { exact: true }).fill(source);
    await page.getByLabel('New address', { exact: true }).fill('/en/books');
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/manager/redirects') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add redirect' }).click();
    expect((await refused).status()).toBe(409);

    await page.goto(`/en/manager/panel/redirects?q=${encodeURIComponent(source)}`);
    const row = page.getByTestId('redirect-row').filter({ hasText: source });
    await expect(row).toContainText('Added by hand');
    const answered = await page.request.get(source, { maxRedirects: 0 });
    expect(answered.status()).toBe(301);

    await row.getByRole('button', { name: `Delete the redirect from ${source}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No redirects found')).toBeVisible();
    // No longer an old address of this site: the app answers it as any unknown address.
    expect((await page.request.get(source, { maxRedirects: 0 })).status()).not.toBe(301);
  });

  test('the import screen in Persian reads right to left and fits a phone, its report included', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, hasTouch: true });
    const page = await context.newPage();
    await signInViaApi(page, 'admin');
    await page.goto('/fa/manager/panel/import');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'درون‌ریزی از وردپرس' })).toBeVisible();
    await expect(page.getByLabel('پرونده برون‌بری وردپرس (XML)')).toBeVisible();
    await expect(page.getByLabel('فقط بررسی، بدون نوشتن')).toBeVisible();
    let size = await overflowOf(page);
    expect(size.scrollWidth, 'the import screen is wider than the phone').toBeLessThanOrEqual(size.innerWidth);

    await page.getByTestId('import-run-row').first().getByRole('button', { name: /^نمایش گزارش/ }).click();
    await expect(page.getByTestId('import-run').getByRole('table', { name: 'سطرهای گزارش' })).toBeVisible();
    size = await overflowOf(page);
    expect(size.scrollWidth, 'the report is wider than the phone').toBeLessThanOrEqual(size.innerWidth);
    await context.close();
  });
});
