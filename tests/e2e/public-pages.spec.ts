import { expect, test, type APIRequestContext } from '@playwright/test';
import { overflowOf } from './support/overflow';

/** Two published metaverse ids in `locale`, from the public API. */
async function metaverseIds(request: APIRequestContext, locale: 'fa' | 'en'): Promise<{ id: string; title: string }[]> {
  const response = await request.get(`/api/metaverses?per_page=3&locale=${locale}`);
  const { data } = (await response.json()) as { data: { id: string; title: string }[] };
  return data;
}

test.describe('FAQ (SPEC §9 topics)', () => {
  test('Persian: twelve topic sections, accordion answers and a shareable topic filter', async ({ page }) => {
    await page.goto('/fa/faq');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'پرسش‌های پرتکرار' })).toBeVisible();
    await expect(page.locator('main section h2')).toHaveCount(12);

    const first = page.locator('main details').first();
    await expect(first.locator('p')).toBeHidden();
    await first.locator('summary').click();
    await expect(first.locator('p')).toBeVisible();

    const filter = page.getByRole('navigation', { name: 'فیلتر بر اساس موضوع' });
    await filter.getByRole('link', { name: /خرید زمین/ }).click();
    await expect(page).toHaveURL(/\?topic=purchasing_land/);
    await expect(page.getByRole('heading', { level: 2, name: 'خرید زمین' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'تعریف' })).toBeHidden();
    await filter.getByRole('link', { name: 'همه موضوع‌ها' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'تعریف' })).toBeVisible();

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => JSON.parse(text)['@type'] === 'FAQPage')).toBe(true);
  });

  test('English: a shared ?topic= link opens filtered', async ({ page }) => {
    await page.goto('/en/faq?topic=wallet_compatibility');
    await expect(page.getByRole('heading', { level: 2, name: 'Wallet compatibility' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Definition' })).toBeHidden();
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Wallet compatibility' }) });
    await section.locator('summary').first().click();
    await expect(section.locator('details p').first()).toBeVisible();
  });
});

test.describe('contact form', () => {
  test('English: sending shows the API message as a toast and clears the form', async ({ page }) => {
    await page.goto('/en/contact-us');
    await page.getByLabel('Full name').fill('Reza Ahmadi');
    await page.getByLabel('Email').fill('reza@example.com');
    await page.getByLabel('Title', { exact: true }).fill('A partnership idea');
    await page.getByLabel('Text', { exact: true }).fill('We would like to translate your metaverse guides together.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('[data-sonner-toast]')).toContainText('Thank you! Your message has been sent');
    await expect(page.getByLabel('Full name')).toHaveValue('');
  });

  test('Persian: an invalid e-mail shows its error under the field', async ({ page }) => {
    await page.goto('/fa/contact-us');
    await page.getByLabel('نام و نام خانوادگی').fill('سارا رضایی');
    const email = page.getByLabel('ایمیل');
    await email.fill('not-an-email');
    await page.getByLabel('عنوان').fill('پرسش درباره متاورس');
    await page.getByLabel('متن').fill('می‌خواستم درباره خرید زمین بیشتر بدانم.');
    await page.getByRole('button', { name: 'ارسال پیام' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const errorId = (await email.getAttribute('aria-describedby'))!.split(' ').pop()!;
    await expect(page.locator(`[id="${errorId}"]`)).toContainText('نشانی ایمیل معتبر');
  });

  test('before the page has its script, sending is not offered: nothing typed goes into an address or is lost', async ({ page }) => {
    // The page's scripts held back, as a reader on a slow connection first has it.
    await page.route(/\/_next\/static\/chunks\/.+\.js/, (route) => route.abort());
    const navigations: string[] = [];
    page.on('request', (request) => void (request.isNavigationRequest() && navigations.push(request.url())));
    await page.goto('/en/contact-us');
    await page.getByLabel('Full name').fill('Reza Ahmadi');
    await page.getByLabel('Email').fill('reza@example.com');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    // Enter in a field would submit the form natively, as a GET with every field in the address.
    await page.getByLabel('Email').press('Enter');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(navigations.map((url) => new URL(url).search)).toEqual(['']);
    await expect(page.getByLabel('Full name')).toHaveValue('Reza Ahmadi');
  });
});

test.describe('metaverses', () => {
  test('compare two metaverses from a shared URL', async ({ page, request }) => {
    const [a, b] = await metaverseIds(request, 'en');
    await page.goto(`/en/metaverses/compare?ids=${a!.id},${b!.id}`);
    const table = page.getByRole('table');
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(3);
    await expect(table.getByRole('columnheader', { name: `Open ${a!.title}` })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Definition' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Ad system' })).toBeVisible();
  });

  test('compare two metaverses with the picker (Persian), side by side on a phone too', async ({ page, request }) => {
    const [a, b] = await metaverseIds(request, 'fa');
    await page.goto('/fa/metaverses/compare');
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByRole('checkbox', { name: a!.title }).check();
    await page.getByRole('checkbox', { name: b!.title }).check();
    await page.getByRole('button', { name: 'مقایسه کن' }).click();
    // Sent by its script as one shareable address; pressed before the page has hydrated, as a plain form.
    await expect(page).toHaveURL(new RegExp(`ids=${a!.id}(,|%2C|&ids=)${b!.id}`));
    await expect(page.getByRole('table').getByRole('rowheader', { name: 'تعریف' })).toBeVisible();
    // A phone gets the topics one under another, each with the two values side by side (the first on the right in Persian).
    await page.setViewportSize({ width: 390, height: 844 });
    const values = page.getByTestId('compare-stacked').getByTestId('compare-value');
    await expect(values.first()).toBeVisible();
    const [first, second] = [await values.nth(0).boundingBox(), await values.nth(1).boundingBox()];
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    expect(second!.x).toBeLessThan(first!.x);
    expect((await overflowOf(page)).culprits).toEqual([]);
  });

  test('the landing page has a hero, featured metaverses and calls to compare and to the list', async ({ page }) => {
    for (const locale of ['fa', 'en'] as const) {
      await page.goto(`/${locale}/metaverses/landing`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator(`main a[href^="/${locale}/metaverses/"]:not([href$="compare"]):not([href$="landing"])`).first()).toBeVisible();
      await expect(page.locator(`main a[href="/${locale}/metaverses/compare"]`).first()).toBeVisible();
      await expect(page.locator(`main a[href="/${locale}/metaverses"]`)).toBeVisible();
    }
  });
});

test.describe('SEO and feeds', () => {
  test('sitemap.xml lists both locales and robots.txt names it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['cache-control']).toMatch(/^public, s-maxage=\d+/);
    expect(sitemap.headers()['set-cookie']).toBeUndefined();
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>http[^<]+\/fa\/faq<\/loc>/);
    expect(xml).toMatch(/<loc>http[^<]+\/en\/faq<\/loc>/);
    expect(xml).toMatch(/<loc>http[^<]+\/fa\/articles\/[^<]+<\/loc>/);
    expect(xml).toMatch(/<loc>http[^<]+\/en\/articles\/[^<]+<\/loc>/);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: http\S+\/sitemap\.xml$/m);
  });

  test('an RSS feed parses and the podcast feed has enclosures', async ({ page }) => {
    await page.goto('/en/faq');
    const parsed = await page.evaluate(async () => {
      const read = async (path: string) => {
        const text = await (await fetch(path)).text();
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.querySelector('parsererror') !== null,
          items: doc.querySelectorAll('item').length,
          enclosures: [...doc.querySelectorAll('enclosure')].map((node) => node.getAttribute('url') ?? ''),
          itunes: doc.getElementsByTagName('itunes:duration').length,
        };
      };
      return { articles: await read('/fa/feeds/articles'), podcasts: await read('/en/feeds/podcasts') };
    });
    expect(parsed.articles.error).toBe(false);
    expect(parsed.articles.items).toBeGreaterThan(0);
    expect(parsed.podcasts.error).toBe(false);
    expect(parsed.podcasts.enclosures.length).toBeGreaterThan(0);
    expect(parsed.podcasts.enclosures[0]).toMatch(/^https?:\/\//);
    expect(parsed.podcasts.itunes).toBeGreaterThan(0);
  });

  test('pages carry canonical and hreflang alternates', async ({ page }) => {
    await page.goto('/en/faq');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/faq$/);
    await expect(page.locator('link[rel="alternate"][hreflang="fa-IR"]')).toHaveAttribute('href', /\/fa\/faq$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', /\/en\/faq$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/fa\/faq$/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/en\/faq$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  });

  test('FAQ and contact pages stay cacheable and set no cookie', async ({ request }) => {
    for (const path of ['/fa/faq', '/en/contact-us', '/fa/metaverses/landing']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toMatch(/^public, s-maxage=\d+/);
      expect(response.headers()['set-cookie'], path).toBeUndefined();
    }
  });
});
