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

/** The layout shift a first-time reader on a slow phone sees while the page loads (Lighthouse's CLS, without input). */
async function layoutShiftWhileLoading(browser: Browser, path: string): Promise<{ total: number; moved: string[] }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Lighthouse's mobile preset: a slow 4G link and a phone's CPU, so late fonts and images arrive late.
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 204_800, uploadThroughput: 96_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const seen: { value: number; moved: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof seen }).layoutShifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        seen.push({ value: entry.value, moved: (entry.sources ?? []).map((source) => `${source.node?.nodeName} ${source.node?.textContent?.slice(0, 40)}`) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => window.requestIdleCallback(() => resolve(), { timeout: 3000 })));
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts);
  await context.close();
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), moved: shifts.flatMap((shift) => shift.moved) };
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

  test('a Persian article asked for with Save-Data is at most 60 KB over the wire, with no script and no web font', async ({ browser, request }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' }, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const page = await context.newPage();
    const finished: Promise<{ url: string; type: string; bytes: number }>[] = [];
    page.on('requestfinished', (sent) => {
      finished.push(sent.sizes().then((sizes) => ({ url: sent.url(), type: sent.resourceType(), bytes: sizes.responseHeadersSize + sizes.responseBodySize })));
    });
    const response = await page.goto(await firstItemPath(request, 'articles', 'fa'));
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(finished);
    const bytes = loaded.reduce((sum, entry) => sum + entry.bytes, 0);
    test.info().annotations.push({ type: 'light fa article bytes over the wire', description: `${bytes}: ${loaded.map((entry) => `${entry.type} ${entry.bytes} ${entry.url}`).join(', ')}` });
    expect(loaded.filter((entry) => entry.type === 'font' || entry.type === 'script').map((entry) => entry.url)).toEqual([]);
    expect(bytes).toBeLessThanOrEqual(pageBudget.lightArticleWireBytes);
    await context.close();
  });

  test('home, a list and an article do not move while they load on a slow phone: the web font shows only if it is there by the first paint', async ({ browser, request }) => {
    for (const path of ['/fa', '/fa/articles', await firstItemPath(request, 'articles', 'fa'), await firstItemPath(request, 'articles', 'en')]) {
      const shift = await layoutShiftWhileLoading(browser, path);
      expect(shift, path).toEqual({ total: 0, moved: [] });
    }
  });
});
