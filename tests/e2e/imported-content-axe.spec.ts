import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { axeViolations, desktopDark, pageAt, phoneLight } from './support/views';
import { importThroughApi } from './support/wordpress-import';

/** WordPress's own theme unit test data, read where the workplace keeps it (never copied into the project). */
const themeUnitTestData = path.join(process.cwd(), '..', 'shared', 'data', 'wordpress', 'themeunittestdata.wordpress.xml');

test('WordPress content imported through the import screen reads cleanly with axe, as do the import and export screens after their runs', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  // Importing the file again updates its items in place, so a second run of the suite finds the same pages;
  // once more as a Persian site of its own, so the same pages are read right to left.
  // Its pages come as articles, nested as WordPress nested them.
  await importThroughApi(request, 'themeunittestdata.wordpress.xml', readFileSync(themeUnitTestData), { language: 'en', pages: 'articles' });
  const asPersianSite = readFileSync(themeUnitTestData, 'utf8').replaceAll('wpthemetestdata.wordpress.com', 'wpthemetestdata-fa.example.com');
  await importThroughApi(request, 'themeunittestdata-fa.xml', Buffer.from(asPersianSite), { language: 'fa', pages: 'articles' });

  // The gallery (links holding only images, descriptions repeating captions), the markup page (a
  // wide code block, an empty header cell) and the comments page (a thread ten replies deep), in
  // both languages, at a desktop in dark and a phone in light.
  for (const [address, view] of [
    ['/en/articles/block-gallery', desktopDark],
    ['/en/articles/block-gallery', phoneLight],
    ['/en/articles/markup-html-tags-and-formatting', desktopDark],
    ['/en/articles/markup-html-tags-and-formatting', phoneLight],
    ['/en/articles/template-comments', desktopDark],
    ['/en/articles/template-comments', phoneLight],
    ['/fa/articles/block-gallery', phoneLight],
    ['/fa/articles/markup-html-tags-and-formatting', desktopDark],
    ['/fa/articles/template-comments', phoneLight],
    ['/fa/articles/template-comments', desktopDark],
    ['/en/articles/level-3', phoneLight],
    ['/fa/articles/level-3', desktopDark],
  ] as const) {
    const page = await pageAt(browser, view, false);
    expect((await page.goto(address))?.status()).toBe(200);
    await expect(page.locator('[data-reading-body]')).toBeVisible();
    if (address.endsWith('template-comments')) {
      // Replies hang under the reply they answer, three levels deep at most; deeper ones say whom they answer.
      const comments = page.getByRole('region', { name: address.startsWith('/fa') ? 'دیدگاه‌ها' : 'Comments' });
      await expect(comments.getByText(address.startsWith('/fa') ? /^در پاسخ به / : /^Replying to /).first()).toBeVisible();
      await expect(comments.locator('ol ol ol ol').first()).toBeVisible();
      await expect(comments.locator('ol ol ol ol ol')).toHaveCount(0);
    }
    if (address.endsWith('level-3')) {
      // A page three levels down leads back up through its parents, each a link, to its section.
      const trail = page.getByRole('navigation', { name: address.startsWith('/fa') ? 'مسیر صفحه' : 'Breadcrumb' });
      await expect(trail.getByRole('listitem')).toHaveText([address.startsWith('/fa') ? 'خانه' : 'Home', address.startsWith('/fa') ? 'مقاله‌ها' : 'Articles', 'Level 1', 'Level 2', 'Level 3']);
      await trail.getByRole('link', { name: 'Level 2' }).click();
      await expect(page).toHaveURL(new RegExp(`${address.slice(0, 3)}/articles/level-2$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Level 2');
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Level 3');
    }
    expect(await axeViolations(page), `${address} at ${view.width} px, ${view.colorScheme}`).toEqual([]);
    await page.context().close();
  }
  // A link that held only an image is named now, by its caption or its file (the images
  // themselves are on WordPress's servers, out of this machine's reach, and no uploads copy was given).
  const reader = await pageAt(browser, desktopDark, false);
  await reader.goto('/en/articles/block-gallery');
  await expect(reader.getByRole('link', { name: 'Golden Gate Bridge' }).first()).toBeAttached();
  // Those images stand as placeholders of their size that say what is missing, which names the links around them.
  await expect(reader.getByRole('link', { name: 'Image not available: spectacles' }).first()).toBeAttached();
  await reader.context().close();

  // The import screen with this run's report open, and the export screen after an export.
  for (const view of [desktopDark, phoneLight]) {
    const manager = await pageAt(browser, view, true);
    await manager.goto('/en/manager/panel/import');
    const row = manager.getByTestId('import-run-row').filter({ hasText: 'themeunittestdata.wordpress.xml' }).first();
    await row.getByRole('button', { name: 'Show report of themeunittestdata.wordpress.xml' }).click();
    await expect(manager.getByTestId('import-run')).toBeVisible();
    expect(await axeViolations(manager), `import at ${view.width} px`).toEqual([]);
    await manager.context().close();
  }
  const exporter = await pageAt(browser, desktopDark, true);
  await exporter.goto('/en/manager/panel/export');
  await exporter.getByRole('button', { name: 'Export the site' }).click();
  await expect(exporter.getByTestId('export-run').getByRole('status').getByText('Finished')).toBeVisible({ timeout: 120_000 });
  expect(await axeViolations(exporter), 'export after a run').toEqual([]);
  await exporter.context().close();
});
