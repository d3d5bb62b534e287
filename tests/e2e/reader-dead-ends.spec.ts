import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders } from './support/auth';
import { overflowOf } from './support/overflow';

/**
 * Issue «third pass», item 6: addresses a reader can reach that used to end in a bare 404. A
 * Persian reader on a phone (390×844, /fa, light) and an English one on a desktop (1366×900, /en,
 * dark) are told where the page is, in which language, and why a preview link stopped working.
 */

/** The error screen's card (Next's route announcer is an alert too). */
const errorScreen = (page: Page) => page.locator('section[role="alert"]');

/** A published article written in the given languages only; its slug in the one language it has. */
async function publish(request: APIRequestContext, translations: Record<string, { title: string; body: string }>, categoryId?: string): Promise<{ slug: string }> {
  const created = await request.post('/api/manager/articles', {
    headers: await adminHeaders(request),
    data: { status: 'published', attributes: {}, category_id: categoryId, translations },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { translations: Record<string, string> } };
  return { slug: Object.values(data.translations)[0]! };
}

test.describe('a Persian reader on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light', locale: 'fa-IR' });

  test('a Persian address of an English-only article says it is in English and leads there; its category says the same', async ({ page, request }) => {
    const suffix = Date.now().toString(36);
    const headers = await adminHeaders(request);
    const category = await request.post('/api/manager/categories', { headers, data: { translations: { en: { name: `Field notes ${suffix}` } } } });
    expect(category.status()).toBe(201);
    const { id: categoryId, translations } = ((await category.json()) as { data: { id: string; translations: { en: { slug: string } } } }).data;
    const title = `Wallet field notes ${suffix}`;
    const article = await publish(request, { en: { title, body: '<p>Written in English only.</p>' } }, categoryId);

    const response = await page.goto(`/fa/articles/${article.slug}`);
    // Still a 404 for crawlers: this address has no page (ADR 0029).
    expect(response!.status()).toBe(404);
    const screen = errorScreen(page);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('فقط به انگلیسی');
    await expect(screen).toContainText('این صفحه به انگلیسی نوشته شده و هنوز نسخهٔ فارسی ندارد.');
    const link = screen.getByRole('link', { name: new RegExp(title) });
    await expect(link).toHaveAttribute('hreflang', 'en');
    // The English title reads left to right inside the Persian page.
    await expect(screen.getByTestId('item-translations').locator('li')).toHaveAttribute('dir', 'ltr');
    expect((await overflowOf(page)).culprits).toEqual([]);

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/en/articles/${article.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // The category's Persian page: not "nothing here yet", but where its items are.
    await page.goto(`/fa/articles/category/${translations.en.slug}`);
    await expect(page.getByText('این دسته فقط مطلب انگلیسی دارد.')).toBeVisible();
    await expect(page.getByText('هنوز مقاله‌ای منتشر نشده است')).toHaveCount(0);
    await page.getByRole('link', { name: 'دیدن مطالب انگلیسی' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/articles/category/${translations.en.slug}$`));
    await expect(page.getByTestId('content-card').filter({ hasText: title })).toBeVisible();
  });

  test('a revoked preview link says so, and a long token stays inside the 404 card', async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const created = await request.post('/api/manager/articles', {
      headers,
      data: { status: 'draft', attributes: {}, translations: { fa: { title: `پیش‌نویس ${Date.now().toString(36)}`, body: '<p>هنوز منتشر نشده.</p>' } } },
    });
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    const made = await request.post(`/api/manager/articles/${id}/preview-links`, { headers, data: { expires_in_days: 1 } });
    expect(made.status()).toBe(201);
    const link = ((await made.json()) as { data: { id: string; paths: { fa: string } } }).data;
    expect((await page.goto(link.paths.fa))!.status()).toBe(200);
    expect((await request.delete(`/api/manager/articles/${id}/preview-links/${link.id}`, { headers })).status()).toBe(204);

    const response = await page.goto(link.paths.fa);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('این پیوند پیش‌نمایش باطل شده است');
    await expect(errorScreen(page)).toContainText('از فرستنده‌اش پیوند تازه‌ای بخواهید');

    // A token nobody made: the site's 404, its path wrapping inside the card on a phone.
    await page.goto(`/fa/preview/${'x'.repeat(90)}`);
    await expect(page.getByTestId('error-message')).toContainText('x'.repeat(20));
    expect((await overflowOf(page)).culprits).toEqual([]);
  });
});

test.describe('an English reader on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 }, colorScheme: 'dark' });

  test('an English address of a Persian-only article says it is in Persian and leads there', async ({ page, request }) => {
    const title = `یادداشت کیف پول ${Date.now().toString(36)}`;
    const article = await publish(request, { fa: { title, body: '<p>فقط به فارسی.</p>' } });

    const response = await page.goto(`/en/articles/${article.slug}`);
    expect(response!.status()).toBe(404);
    await expect(page.locator('body')).toHaveClass(/dark-scheme/);
    const screen = errorScreen(page);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Only in Persian');
    await expect(screen).toContainText('This page is written in Persian and has no English version yet.');
    const link = screen.getByRole('link', { name: new RegExp(title) });
    await expect(link).toHaveAttribute('hreflang', 'fa');
    await expect(screen.getByTestId('item-translations').locator('li')).toHaveAttribute('lang', 'fa');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/fa/articles/${encodeURIComponent(article.slug)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
});
