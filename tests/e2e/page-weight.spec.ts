import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { pageBudget } from './support/page-budget';

// The particle field is part of what this spec looks at: motion as a reader without reduced motion has it.
test.use({ reducedMotion: 'no-preference' });

type Item = { type: string; slug: string };

async function firstItemPath(request: APIRequestContext, type: string, locale: 'fa' | 'en'): Promise<string> {
  const response = await request.get(`/api/${type}?locale=${locale}&per_page=1`);
  expect(response.status()).toBe(200);
  const [item] = ((await response.json()) as { data: Item[] }).data;
  return `/${locale}/${item!.type}/${encodeURIComponent(item!.slug)}`;
}

/** Loads a page as a first-time visitor and sums the gzipped size of every script it fetches. */
async function scriptWeight(browser: Browser, path: string): Promise<{ gzipBytes: number; files: number; missingMessages: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  let isMeasuring = true;
  const missingMessages: string[] = [];
  page.on('response', (response) => {
    if (!isMeasuring || response.request().resourceType() !== 'script' || !response.ok()) return;
    bodies.push(response.body());
  });
  page.on('console', (message) => {
    if (message.text().includes('MISSING_MESSAGE')) missingMessages.push(message.text());
  });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle');
  // What the page starts once idle (the particle field) counts too: it runs on the reader's device.
  await page.evaluate(() => new Promise<void>((resolve) => window.requestIdleCallback(() => resolve(), { timeout: 3000 })));
  await page.waitForLoadState('networkidle');
  isMeasuring = false;
  const sizes = (await Promise.all(bodies)).map((body) => gzipSync(body).length);
  await context.close();
  return { gzipBytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length, missingMessages };
}

test.describe('public pages stay light', () => {
  test('the Persian home is at most the HTML budget', async ({ request }) => {
    const response = await request.get('/fa');
    expect(response.status()).toBe(200);
    const bytes = (await response.body()).length;
    test.info().annotations.push({ type: 'fa home HTML bytes', description: String(bytes) });
    expect(bytes).toBeLessThanOrEqual(pageBudget.faHomeHtmlBytes);
  });

  test('home, lists and details load at most the JavaScript budget, with every string they show', async ({ browser, request }) => {
    const details = [await firstItemPath(request, 'articles', 'fa'), await firstItemPath(request, 'podcasts', 'en')];
    const budgets = [
      ...['/fa', '/en', '/fa/articles', '/en/podcasts'].map((path) => [path, pageBudget.listScriptGzipBytes] as const),
      ...details.map((path) => [path, pageBudget.detailScriptGzipBytes] as const),
    ];
    for (const [path, budget] of budgets) {
      const weight = await scriptWeight(browser, path);
      test.info().annotations.push({ type: `${path} script gzip bytes`, description: `${weight.gzipBytes} in ${weight.files} files` });
      expect(weight.gzipBytes, path).toBeLessThanOrEqual(budget);
      expect(weight.missingMessages, path).toEqual([]);
    }
  });
});
