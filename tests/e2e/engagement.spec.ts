import { expect, test, type Page } from '@playwright/test';
import { signInAsNewReader, signInViaApi } from './support/auth';

/** Sanctum's double submit from the page's own context: the cookie first, then the header equal to it. */
async function xsrfHeaders(page: Page): Promise<Record<string, string>> {
  await page.request.get('/sanctum/csrf-cookie');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  expect(cookie).toBeDefined();
  return { accept: 'application/json', 'x-xsrf-token': decodeURIComponent(cookie!.value) };
}

test.describe('saves in the user panel', () => {
  test('a saved article appears under saves/articles; remove, undo, remove again, empty state', async ({ page }) => {
    await signInViaApi(page, 'user');
    const list = await page.request.get('/api/articles?per_page=1', { headers: { accept: 'application/json', 'accept-language': 'fa' } });
    expect(list.status()).toBe(200);
    const [article] = ((await list.json()) as { data: { id: string; title: string }[] }).data;
    expect(article).toBeDefined();

    const saved = await page.request.post(`/api/user/saves/articles/${article!.id}`, { headers: await xsrfHeaders(page) });
    expect([200, 201]).toContain(saved.status());

    await page.goto('/fa/user/panel/saves/articles');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ذخیره');
    const card = page.locator('article', { hasText: article!.title });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: article!.title })).toHaveAttribute('href', /\/fa\/articles\//);

    await card.getByRole('button', { name: /برداشتن/ }).click();
    const status = page.getByRole('status').filter({ hasText: article!.title });
    await expect(status).toBeVisible();
    await expect(page.getByText('هنوز چیزی اینجا نیست')).toBeVisible();

    await status.getByRole('button', { name: 'بازگرداندن' }).click();
    await expect(card).toBeVisible();
    await expect(status).toBeHidden();

    await card.getByRole('button', { name: /برداشتن/ }).click();
    await expect(page.getByText('هنوز چیزی اینجا نیست')).toBeVisible();
    await expect(page.getByRole('link', { name: /دیدن مقاله‌ها/ })).toHaveAttribute('href', /\/fa\/articles$/);

    // The ledger agrees after a reload: the removal was real.
    await page.reload();
    await expect(page.getByText('هنوز چیزی اینجا نیست')).toBeVisible();
  });
});

test.describe('on a detail page', () => {
  async function openFirstArticle(page: Page) {
    await page.goto('/en/articles');
    await page.locator('main a[href^="/en/articles/"]').first().click();
    await expect(page.getByTestId('content-detail')).toBeVisible();
  }

  test('an anonymous like opens the sign-in dialog', async ({ page }) => {
    await openFirstArticle(page);
    await expect(page.getByTestId('sign-in')).toBeEnabled();
    await page.getByRole('group', { name: 'Like, save and mark as done' }).getByRole('button', { name: /Like/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a signed-in like toggles at once and survives a reload; a comment waits for moderation', async ({ page }) => {
    // A reader of its own: the demo accounts' likes are shared with the tests running beside this one.
    await signInAsNewReader(page);
    await openFirstArticle(page);
    const like = page.getByRole('group', { name: 'Like, save and mark as done' }).getByRole('button', { name: /Like/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    // The bar takes clicks once the session is known (it is aria-disabled while the check runs).
    await expect(like).not.toHaveAttribute('aria-disabled', 'true');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    // Pressed at once; saved once the server has answered (the button is aria-disabled meanwhile).
    // A reload before that answer may cancel the request.
    await expect(like).not.toHaveAttribute('aria-disabled', 'true');
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).not.toHaveAttribute('aria-disabled', 'true');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    const text = `A question about this piece ${Date.now().toString(36)}`;
    await page.getByLabel('Your comment').fill(text);
    await page.getByRole('button', { name: 'Send comment' }).click();
    const mine = page.locator('li, article', { hasText: text }).last();
    await expect(mine).toBeVisible();
    await expect(mine).toContainText('Awaiting moderation');
  });
});
