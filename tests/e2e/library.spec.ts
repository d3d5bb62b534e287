import { expect, test, type APIRequestContext } from '@playwright/test';
import { contentTypeNames, hasDetailPage } from '../../src/shared/content-types';
import { publicSections } from '../../src/shared/routes';
import { noteWhileLeaving, wasSeenWhileLeaving } from './support/leaving';
import { overflowOf } from './support/overflow';
import { demo, DEMO_PASSWORD } from './support/auth';

type Item = { id: string; type: string; slug: string; title: string; published_at: string | null; category: { id: string; name: string; slug: string } | null; translations: { fa?: string; en?: string } };

const detailTypes = contentTypeNames.filter(hasDetailPage);
const PERSIAN_DIGIT = /[۰-۹]/;

async function items(request: APIRequestContext, type: string, locale: 'fa' | 'en', perPage = 50): Promise<Item[]> {
  const response = await request.get(`/api/${type}?locale=${locale}&per_page=${perPage}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Item[] }).data;
}

/** A text as React writes it into HTML. */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const detailPath = (locale: string, item: Item) => `/${locale}/${item.type}/${encodeURIComponent(item.slug)}`;

test.describe('public library', () => {
  test('every list renders its cards in Persian and English', async ({ page }) => {
    for (const locale of ['fa', 'en'] as const) {
      for (const section of publicSections) {
        const response = await page.goto(`/${locale}/${section}`);
        expect(response?.status(), `${locale}/${section}`).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByTestId('content-card').first(), `${locale}/${section}`).toBeVisible();
      }
    }
  });

  test('paging and filtering are real links and GET forms that work without JavaScript', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/articles');
    await expect(page.getByTestId('content-card')).toHaveCount(9);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/en\/articles\/page\/2$/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('content-card').first()).toBeVisible();

    const category = (await items(request, 'articles', 'en')).find((item) => item.category)!.category!;
    await page.goto('/en/articles');
    await page.getByLabel('Category').selectOption(category.slug);
    await page.getByRole('button', { name: 'Apply' }).click();
    // The form's GET address moves for good to the list's own, cached one.
    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/en/articles/category/${category.slug}`);
    const cards = page.getByTestId('content-card');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) await expect(card).toContainText(category.name);
    await context.close();
  });

  test('a Persian list pages with Persian digits, showing skeleton cards while the next page loads', async ({ page }) => {
    await page.goto('/fa/articles');
    await expect(page.getByTestId('list-count')).toHaveText(PERSIAN_DIGIT);
    // Hold the next page's data for a moment, as a slow network would.
    await page.route(/\/fa\/articles\/page\/2/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // Pages are full loads: the skeleton shows on the page being left, until the next one arrives.
    await expect(page.getByTestId('sign-in')).toBeEnabled(); // hydrated: the list hears the click
    await noteWhileLeaving(page, '[data-testid="list-skeleton"]');
    await page.getByRole('link', { name: 'صفحه بعد' }).click();
    await page.waitForURL(/\/fa\/articles\/page\/2$/);
    await expect(page.getByTestId('list-skeleton')).toBeHidden();
    expect(await wasSeenWhileLeaving(page, '[data-testid="list-skeleton"]')).toBe(true);
    await expect(page.getByRole('link', { name: 'صفحه ۲' })).toHaveAttribute('aria-current', 'page');
  });

  test('a detail page of each type shows its own part, with a Jalali date in Persian', async ({ page, request }) => {
    const parts: Record<(typeof detailTypes)[number], string> = {
      articles: '.prose-body',
      books: '[data-testid="book-details"]',
      coins: '[data-testid="price-chart"]',
      metaverses: '[data-testid="metaverse-features"]',
      podcasts: '[data-testid="media-controls"]',
      videos: 'iframe, video',
    };
    for (const type of detailTypes) {
      const [item] = await items(request, type, 'fa', 1);
      const response = await page.goto(detailPath('fa', item!));
      expect(response?.status(), type).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item!.title);
      await expect(page.locator(parts[type]).first(), type).toBeVisible();
      const jalaliYear = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', timeZone: 'Asia/Tehran' }).format(new Date(item!.published_at!));
      const date = page.getByTestId('content-detail').getByTestId('item-date').first();
      await expect(date).toContainText(jalaliYear);
      await expect(date).toHaveText(PERSIAN_DIGIT);
      await expect(page.getByTestId('share-links').getByRole('link')).toHaveCount(4);
    }
    expect((await page.goto('/fa/articles/no-such-article'))?.status()).toBe(404);
  });

  test('detail pages and the home page are cached and set no cookie', async ({ request }) => {
    const [article] = await items(request, 'articles', 'en', 1);
    for (const path of ['/fa', '/en', detailPath('en', article!)]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toMatch(/^public, s-maxage=\d+/);
      expect(response.headers()['set-cookie'], path).toBeUndefined();
    }
  });

  test('list pages are cached, a publish revalidates them, and query-string addresses move to them', async ({ request }) => {
    const [first] = await items(request, 'articles', 'en', 1);
    const category = (await items(request, 'articles', 'en')).find((item) => item.category)!.category!;
    const pageTwo = '/en/articles/page/2';
    const byCategory = `/en/articles/category/${encodeURIComponent(category.slug)}`;
    for (const path of [pageTwo, byCategory]) {
      await request.get(path);
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-nextjs-cache'], path).toBe('HIT');
      expect(response.headers()['cache-control'], path).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
      expect(response.headers()['set-cookie'], path).toBeUndefined();
    }
    // Nine cards a page: the last card of page one moves to page two once a newer item is published.
    const lastOnPageOne = (await items(request, 'articles', 'en', 9))[8]!;
    expect(await (await request.get(pageTwo)).text()).not.toContain(`>${inHtml(lastOnPageOne.title)}<`);

    const login = await request.post('/api/user/authentication/login', { data: { login: demo.admin, password: DEMO_PASSWORD }, headers: { accept: 'application/json' } });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const title = `Cached lists follow their writes ${Date.now()}`;
    const created = await request.post('/api/manager/articles', {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      data: { status: 'published', published_at: new Date(Date.now() - 1000).toISOString(), category_id: category.id, attributes: {}, translations: { en: { title, body: '<p>Fresh.</p>' } } },
    });
    expect(created.status()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    expect(first!.id).not.toBe(id);
    try {
      await expect.poll(async () => (await request.get(pageTwo)).text()).toContain(`>${inHtml(lastOnPageOne.title)}<`);
      await expect.poll(async () => (await request.get('/en/articles')).text()).toContain(`>${title}<`);
      await expect.poll(async () => (await request.get(byCategory)).text()).toContain(`>${title}<`);
    } finally {
      await request.delete(`/api/manager/articles/${id}`, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } });
    }

    for (const [old, path] of [
      ['/en/articles?page=2', pageTwo],
      [`/en/articles?category=${encodeURIComponent(category.slug)}&sort=newest&tag=&q=`, byCategory],
      [`/fa/books?sort=most_liked&page=3`, '/fa/books/sort/most_liked/page/3'],
    ] as const) {
      const moved = await request.get(old, { maxRedirects: 0 });
      expect(moved.status(), old).toBe(308);
      expect(new URL(moved.headers().location!, 'http://x').pathname, old).toBe(path);
    }
    expect((await request.get('/en/articles?q=wallet', { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get('/en/articles/page/1', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('the language switch on a detail page goes to the other translation, or to the list', async ({ page, request }) => {
    const faArticles = await items(request, 'articles', 'fa');
    const both = faArticles.find((item) => item.translations.en)!;
    await page.goto(detailPath('fa', both));
    // Search engines get the item as an Article, with hreflang for each written language.
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { '@type': string; headline?: string });
    expect(jsonLd.find((entry) => entry['@type'] === 'Article')?.headline).toBe(both.title);
    expect(jsonLd.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', new RegExp(`/en/articles/${encodeURIComponent(both.translations.en!)}$`));
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/en/articles/${both.translations.en}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    const faOnly = faArticles.find((item) => !item.translations.en);
    if (faOnly) {
      await page.goto(detailPath('fa', faOnly));
      await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveCount(0);
      await page.getByTestId('language-switch').click();
      await expect(page).toHaveURL(/\/en\/articles$/);
    }
  });

  test('the podcast player remembers where the listener stopped', async ({ page, request }) => {
    const [episode] = await items(request, 'podcasts', 'en', 1);
    await page.goto(detailPath('en', episode!));
    const audio = page.getByTestId('podcast-audio');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState)).toBeGreaterThanOrEqual(1);
    await audio.evaluate((element: HTMLAudioElement) => {
      element.currentTime = 3;
    });
    await expect
      .poll(() => page.evaluate((id) => window.localStorage.getItem(`darvazeh:podcast-position:${id}`), episode!.id))
      .toBe('3.0');
    await page.reload();
    await expect(page.getByTestId('podcast-resumed')).toHaveText('Resumed from 0:03');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => Math.round(element.currentTime))).toBe(3);
  });

  test('search finds Persian text typed with Arabic ي and ك, grouped by type', async ({ page }) => {
    // «كيف پول» with Arabic kaf and yeh must find «کیف پول» (wallet).
    await page.goto('/fa/search');
    // The page's own form: the header has a search button of the same name.
    const form = page.locator('#main');
    await form.getByRole('searchbox').fill('\u0643\u064a\u0641 \u067e\u0648\u0644');
    await form.getByRole('button', { name: 'جست‌وجو' }).click();
    await expect(page).toHaveURL(/\/fa\/search\?q=/);
    await expect(page.getByTestId('search-count')).toHaveText(PERSIAN_DIGIT);
    const group = page.locator('[data-testid^="results-"]').first();
    await expect(group.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(group.getByTestId('content-card').first()).toContainText('کیف پول');
  });

  test('a list and a detail page fit a phone in both languages, in the language’s direction', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const locale of ['fa', 'en'] as const) {
      await page.goto(`/${locale}/articles`);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
      await expect(page.getByTestId('content-card').first()).toBeVisible();
      expect((await overflowOf(page)).culprits, `/${locale}/articles`).toEqual([]);
      const [coin] = await items(request, 'coins', locale, 1);
      await page.goto(detailPath(locale, coin!));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(coin!.title);
      expect((await overflowOf(page)).culprits, detailPath(locale, coin!)).toEqual([]);
    }
  });
});
