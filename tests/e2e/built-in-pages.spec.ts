import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInViaApi } from './support/auth';
import { axeViolations } from './support/views';
import { importThroughApi } from './support/wordpress-import';

/** The Polylang export: its English «About Us» lived at /en/about-us/, this site's about page. */
const exportFile = path.join(process.cwd(), 'tests/fixtures/wordpress/polylang-fa-en.xml');
const name = 'about-page-choice.xml';

test('a manager puts an imported «About Us» into the about page from the import report, then goes back to the default text', async ({ page, request }) => {
  test.setTimeout(180_000);
  await importThroughApi(request, name, readFileSync(exportFile), { pages: 'articles' });
  await signInViaApi(page, 'admin');
  // Read once with its default text, so the page cache holds it.
  const reader = await page.context().newPage();
  await reader.goto('/en/about-us');
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('About Darvazeh');

  await page.goto('/en/manager/panel/import');
  await page.getByTestId('import-run-row').filter({ hasText: name }).first().getByRole('button', { name: `Show report of ${name}` }).click();
  const line = page.getByTestId('import-report-line').filter({ hasText: "Its old address is this site's About page now" });
  const choice = line.getByRole('group', { name: 'What to do with this item' });
  await expect(choice.getByRole('link', { name: /^Keep it as an item/ })).toHaveAttribute('href', '/en/articles/about-us');
  expect(await axeViolations(page)).toEqual([]);

  await choice.getByRole('button', { name: 'Put its text into the About page' }).press('Enter');
  await expect(choice.getByText('Its text now shows on the About page (English).')).toBeFocused();
  // The change purged the cached page.
  await reader.reload();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expect(reader.getByText('Darvazeh is an independent magazine about cryptocurrencies')).toBeVisible();

  // Back to the default text, so the suite's other readers of the page find it as it was.
  await choice.getByRole('button', { name: 'Go back to the default text' }).click();
  await expect(choice.getByRole('button', { name: 'Put its text into the About page' })).toBeFocused();
  await reader.reload();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('About Darvazeh');
});
