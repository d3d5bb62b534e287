import { expect, test, type Browser, type Response } from '@playwright/test';
import { jsonWriteHeaders, signInViaApi } from './support/auth';

/** Opens `address` in a fresh browser context: nobody signed in, no cookie. */
async function openSignedOut(browser: Browser, address: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = (await page.goto(address)) as Response;
  return { context, page, response };
}

function expectPrivateAndUnindexed(response: Response) {
  const headers = response.headers();
  expect(headers['cache-control']).toContain('private');
  expect(headers['cache-control']).toContain('no-store');
  expect(headers['x-robots-tag']).toContain('noindex');
}

/**
 * Preview links: an editor makes one for a draft; whoever opens it, signed out, sees the page as
 * readers will, in Persian and English, marked as a preview and kept out of caches and search
 * engines; revoked, it is the site's 404.
 */
test('a manager makes a preview link for a draft, a signed-out reader opens it in both languages, and revoking it makes it a 404', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInViaApi(page, 'admin');
  const suffix = Date.now().toString(36);
  const enTitle = `Preview of the ledger guide ${suffix}`;
  const faTitle = `پیش‌نمایش راهنمای دفتر ${suffix}`;
  const created = await page.request.post('/api/manager/articles', {
    headers: await jsonWriteHeaders(page),
    data: {
      status: 'draft',
      published_at: null,
      category_id: null,
      cover_id: null,
      tag_ids: [],
      attributes: {},
      translations: {
        en: { title: enTitle, excerpt: 'Not public yet.', body: '<p>The draft body in English.</p>' },
        fa: { title: faTitle, excerpt: 'هنوز منتشر نشده.', body: '<p>متن پیش‌نویس به فارسی.</p>' },
      },
    },
  });
  expect(created.status()).toBe(201);
  const { data: item } = (await created.json()) as { data: { id: string; translations: { en: string } } };

  // A draft is no page for readers yet.
  const { context: stranger, response: hidden } = await openSignedOut(browser, `/en/articles/${item.translations.en}`);
  expect(hidden.status()).toBe(404);
  await stranger.close();

  await page.goto(`/en/manager/panel/articles/${item.id}/edit`);
  const panel = page.getByRole('region', { name: 'Preview links' });
  await expect(panel).toContainText('No preview links yet.');
  await panel.getByLabel('Link works for').selectOption({ label: '1 day' });
  await panel.getByRole('button', { name: 'Make a preview link' }).click();
  const link = panel.getByTestId('preview-link');
  await expect(link).toHaveCount(1);
  await expect(link).toContainText('Active');
  await expect(link).toContainText('Works until');
  const enAddress = await link.getByLabel('English address').inputValue();
  const faAddress = await link.getByLabel('Persian address').inputValue();
  expect(enAddress).toMatch(/\/en\/preview\/[\w-]{40,}$/);
  expect(faAddress).toBe(enAddress.replace('/en/preview/', '/fa/preview/'));

  const english = await openSignedOut(browser, enAddress);
  expect(english.response.status()).toBe(200);
  expectPrivateAndUnindexed(english.response);
  await expect(english.page.getByRole('heading', { level: 1 })).toHaveText(enTitle);
  await expect(english.page.getByTestId('preview-banner')).toContainText('Preview: not public yet');
  await expect(english.page.getByTestId('content-detail')).toContainText('The draft body in English.');
  await expect(english.page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const persian = await openSignedOut(browser, faAddress);
  expect(persian.response.status()).toBe(200);
  expectPrivateAndUnindexed(persian.response);
  await expect(persian.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(persian.page.getByRole('heading', { level: 1 })).toHaveText(faTitle);
  await expect(persian.page.getByTestId('preview-banner')).toContainText('پیش‌نمایش: هنوز منتشر نشده است');
  await expect(persian.page.getByTestId('content-detail')).toContainText('متن پیش‌نویس به فارسی.');
  await persian.context.close();

  await link.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog', { name: 'Revoke this preview link?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(link).toContainText('No longer works');
  await expect(link.getByLabel('English address')).toHaveCount(0);

  // The reader's open page is stale; asking again is a 404 that says the link was revoked, in both languages.
  for (const [address, notFound] of [
    [enAddress, 'This preview link was revoked'],
    [faAddress, 'این پیوند پیش‌نمایش باطل شده است'],
  ] as const) {
    const response = await english.page.goto(address);
    expect(response!.status()).toBe(404);
    expectPrivateAndUnindexed(response!);
    await expect(english.page.getByRole('main')).toContainText(notFound);
    await expect(english.page.getByTestId('preview-banner')).toHaveCount(0);
    await expect(english.page.getByText(enTitle)).toHaveCount(0);
  }
  await english.context.close();
});
