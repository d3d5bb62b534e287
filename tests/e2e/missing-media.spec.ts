import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { axeViolations, desktopDark, pageAt, phoneLight } from './support/views';
import { importThroughApi } from './support/wordpress-import';

/** The project's Polylang export, without its uploads: its Persian wallet post shows a picture no one brings. */
const polylang = path.join(process.cwd(), 'tests/fixtures/wordpress/polylang-fa-en.xml');
const walletPost = '/2023/06/%d9%83%d9%8a%d9%81-%d9%be%d9%88%d9%84-%d8%a7%d9%85%d9%86-%da%86%d9%8a%d8%b3%d8%aa%d8%9f/';
const views = [phoneLight, desktopDark];

test('a picture an import could not bring stands as a labelled placeholder of its size in the Persian article, and is listed as missing media', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // As if from a site of its own (items are keyed by site): each run of the suite imports it afresh.
  const site = `https://missing-${Date.now().toString(36)}.example.com`;
  await importThroughApi(
    request,
    'polylang-missing.xml',
    Buffer.from(readFileSync(polylang, 'utf8').replaceAll('https://old.example.com', site)),
  );
  const moved = await request.get(walletPost, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  const article = new URL(moved.headers()['location'] ?? '', 'http://localhost').pathname;
  expect(article).toMatch(/^\/fa\/articles\//);

  for (const view of views) {
    const page = await pageAt(browser, view, false);
    expect((await page.goto(article))?.status()).toBe(200);
    const placeholder = page.locator('[data-reading-body] .missing-media');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toContainText('تصویر در دسترس نیست: کیف پول سخت‌افزاری');
    // The placeholder is the picture's own size (300×225, from its name), not a broken-image icon.
    const size = await placeholder.locator('img').evaluate((image: HTMLImageElement) => ({
      complete: image.complete,
      width: image.naturalWidth,
      height: image.naturalHeight,
    }));
    expect(size).toEqual({ complete: true, width: 300, height: 225 });
    expect(await axeViolations(page), `${article} at ${view.width} px, ${view.colorScheme}`).toEqual([]);
    await page.context().close();
  }

  for (const [locale, view] of [
    ['en', desktopDark],
    ['fa', phoneLight],
  ] as const) {
    const manager = await pageAt(browser, view, true);
    if (locale === 'en') {
      // From the run's report, which points at what it could not bring.
      await manager.goto('/en/manager/panel/import');
      const run = manager.getByTestId('import-run-row').filter({ hasText: 'polylang-missing.xml' }).first();
      await run.getByRole('button', { name: 'Show report of polylang-missing.xml' }).click();
      await manager.getByRole('link', { name: 'See the pictures this import could not bring in the media library' }).click();
    } else {
      await manager.goto(`/${locale}/manager/panel/media`);
      await manager.getByLabel('وضعیت').selectOption('missing');
      await manager.getByRole('button', { name: 'نمایش' }).click();
    }
    await expect(manager).toHaveURL(/status=missing/);
    const row = manager.getByTestId('media-row').filter({ hasText: 'hardware-wallet-300x225.png' }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('/wp-content/uploads/2023/06/hardware-wallet-300x225.png');
    expect(await axeViolations(manager), `media library in ${locale} at ${view.width} px`).toEqual([]);
    await manager.context().close();
  }
});
