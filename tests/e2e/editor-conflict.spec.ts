import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminHeaders, signInViaApi } from './support/auth';

/**
 * Two managers on one article: each sees that the other is editing it; the one who saves second
 * is not allowed to overwrite blindly. The conflict dialog names who saved and offers to compare,
 * copy the unsaved text, keep mine (save over theirs on purpose) or keep theirs (reload).
 */

async function editorAs(browser: Browser, who: 'admin' | 'manager', url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInViaApi(page, who);
  await page.goto(url);
  return page;
}

const englishTitle = (page: Page) => page.getByRole('region', { name: 'English' }).getByLabel('Title', { exact: true });

async function save(page: Page, id: string): Promise<number> {
  const response = page.waitForResponse((r) => r.url().endsWith(`/api/manager/articles/${id}`) && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Save changes' }).click();
  return (await response).status();
}

test('two managers editing one article see each other, and the later save gets the conflict flow', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const suffix = Date.now().toString(36);
  const created = await request.post('/api/manager/articles', {
    headers,
    data: { status: 'draft', attributes: {}, translations: { en: { title: `Shared draft ${suffix}`, body: '<p>Shared body.</p>' } } },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const url = `/en/manager/panel/articles/${id}/edit`;

  const maryam = await editorAs(browser, 'admin', url);
  const reza = await editorAs(browser, 'manager', url);
  // Each sees the other within a heartbeat or two.
  await expect(reza.getByText('Maryam Rahimi is also editing this item.')).toBeVisible({ timeout: 25_000 });
  await expect(maryam.getByText('Reza Karimi is also editing this item.')).toBeVisible({ timeout: 25_000 });

  await englishTitle(maryam).fill(`Maryam's title ${suffix}`);
  expect(await save(maryam, id)).toBe(200);

  await englishTitle(reza).fill(`Reza's title ${suffix}`);
  expect(await save(reza, id)).toBe(409);
  const conflict = reza.getByRole('dialog', { name: 'Someone else saved this item' });
  await expect(conflict).toContainText('Maryam Rahimi saved version 2');
  await expect(conflict.getByRole('link', { name: 'Compare their changes' })).toHaveAttribute('href', new RegExp(`/articles/${id}/revisions\\?from=1&to=2$`));
  await conflict.getByRole('button', { name: 'Copy my text' }).click();
  await expect(conflict.getByLabel('Your unsaved text, to copy')).toHaveValue(new RegExp(`Reza's title ${suffix}`));
  await reza.screenshot({ path: 'test-results/editor-conflict-dialog.png' });

  // Keep mine: saved over Maryam's version on purpose.
  const kept = reza.waitForResponse((r) => r.url().endsWith(`/api/manager/articles/${id}`) && r.request().method() === 'PATCH');
  await conflict.getByRole('button', { name: 'Keep mine (save over theirs)' }).click();
  expect((await kept).status()).toBe(200);
  await expect(conflict).toHaveCount(0);
  const stored = await request.get(`/api/manager/articles/${id}`, { headers });
  expect(((await stored.json()) as { data: { translations: { en: { title: string } } } }).data.translations.en.title).toBe(`Reza's title ${suffix}`);

  // Maryam's form still stands on version 2: her next save meets Reza's, and she keeps his.
  await englishTitle(maryam).fill(`Maryam again ${suffix}`);
  expect(await save(maryam, id)).toBe(409);
  const hers = maryam.getByRole('dialog', { name: 'Someone else saved this item' });
  await expect(hers).toContainText('Reza Karimi saved version 3');
  await hers.getByRole('button', { name: 'Keep theirs (reload)' }).click();
  await expect(hers).toHaveCount(0);
  await expect(englishTitle(maryam)).toHaveValue(`Reza's title ${suffix}`);

  await maryam.context().close();
  await reza.context().close();
});
