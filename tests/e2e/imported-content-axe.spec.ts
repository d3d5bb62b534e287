import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminHeaders, DEMO_PASSWORD, demo } from './support/auth';

/** WordPress's own theme unit test data, read where the workplace keeps it (never copied into the project). */
const themeUnitTestData = path.join(process.cwd(), '..', 'shared', 'data', 'wordpress', 'themeunittestdata.wordpress.xml');

type View = { width: number; height: number; colorScheme: 'dark' | 'light' };
const desktopDark: View = { width: 1366, height: 900, colorScheme: 'dark' };
const phoneLight: View = { width: 390, height: 844, colorScheme: 'light' };

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(' | ')}`);
}

async function pageAt(browser: Browser, view: View, signedIn: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.height },
    colorScheme: view.colorScheme,
  });
  if (signedIn) {
    const response = await context.request.post('/api/user/authentication/login', {
      data: { login: demo.admin, password: DEMO_PASSWORD },
      headers: { accept: 'application/json' },
    });
    expect(response.status()).toBe(200);
  }
  return context.newPage();
}

test('WordPress content imported through the import screen reads cleanly with axe, as do the import and export screens after their runs', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const headers = await adminHeaders(request);
  // Importing the file again updates its items in place, so a second run of the suite finds the same pages.
  const uploaded = await request.put('/api/manager/import/files?name=themeunittestdata.wordpress.xml', {
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    data: readFileSync(themeUnitTestData),
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const fileId = ((await uploaded.json()) as { data: { id: string } }).data.id;
  const started = await request.post('/api/manager/import/wordpress', {
    headers,
    data: { file_id: fileId, file_name: 'themeunittestdata.wordpress.xml', language: 'en' },
  });
  expect(started.status(), await started.text()).toBe(202);
  const runId = ((await started.json()) as { data: { id: string } }).data.id;
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/manager/import/runs/${runId}`, { headers })).json()) as { data: { status: string } })
          .data.status,
      {
        timeout: 180_000,
        intervals: [500],
      },
    )
    .toBe('done');

  // The gallery (links holding only images, descriptions repeating captions) and the markup page
  // (a wide code block, an empty header cell), at a desktop in dark and a phone in light.
  for (const [address, view] of [
    ['/en/articles/block-gallery', desktopDark],
    ['/en/articles/block-gallery', phoneLight],
    ['/en/articles/markup-html-tags-and-formatting', desktopDark],
    ['/en/articles/markup-html-tags-and-formatting', phoneLight],
  ] as const) {
    const page = await pageAt(browser, view, false);
    expect((await page.goto(address))?.status()).toBe(200);
    await expect(page.locator('[data-reading-body]')).toBeVisible();
    expect(await axeViolations(page), `${address} at ${view.width} px, ${view.colorScheme}`).toEqual([]);
    await page.context().close();
  }
  // A link that held only an image is named now, by its caption or its file (the images
  // themselves are on WordPress's servers, out of this machine's reach).
  const reader = await pageAt(browser, desktopDark, false);
  await reader.goto('/en/articles/block-gallery');
  await expect(reader.getByRole('link', { name: 'Golden Gate Bridge' }).first()).toBeAttached();
  await expect(reader.getByRole('link', { name: 'Open the image spectacles' }).first()).toBeAttached();
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
