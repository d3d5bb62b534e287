import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInViaApi } from './support/auth';

// The particle field is part of what this spec looks at: motion as a reader without reduced motion has it.
test.use({ reducedMotion: 'no-preference' });

type Probe = Window & {
  heldIdleCallbacks: IdleRequestCallback[];
  releaseIdle: () => void;
  slowScripts: { start: number; duration: number; invoker: string; sourceURL: string }[];
};

/** Holds idle callbacks until the test releases them, and records every long task on the page. */
async function probe(page: Page, { withoutOffscreenCanvas = false } = {}) {
  await page.addInitScript((isPageMode) => {
    const probe = window as unknown as Probe;
    probe.heldIdleCallbacks = [];
    window.requestIdleCallback = (callback) => probe.heldIdleCallbacks.push(callback);
    window.cancelIdleCallback = () => undefined;
    probe.releaseIdle = () => {
      for (const callback of probe.heldIdleCallbacks.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    };
    // Long animation frames name the scripts that made them long: the field's own show up with the
    // worker's message handler as invoker, or with the field's code as source.
    probe.slowScripts = [];
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as (PerformanceEntry & { scripts: PerformanceEntry[] })[]) {
        for (const script of frame.scripts as (PerformanceEntry & { invoker: string; sourceURL: string })[]) {
          probe.slowScripts.push({
            start: script.startTime,
            duration: script.duration,
            invoker: script.invoker,
            sourceURL: script.sourceURL,
          });
        }
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
    if (isPageMode) delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
  }, withoutOffscreenCanvas);
}

async function startField(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('load');
  await expect.poll(() => page.evaluate(() => (window as unknown as Probe).heldIdleCallbacks.length)).toBeGreaterThan(0);
  await page.evaluate(() => (window as unknown as Probe).releaseIdle());
  const canvas = page.getByTestId('particles');
  await expect(canvas).toHaveAttribute('data-state', 'running');
  return canvas;
}

async function frames(page: Page): Promise<number> {
  return Number(await page.getByTestId('particles').getAttribute('data-frames'));
}

async function setHidden(page: Page, isHidden: boolean) {
  await page.evaluate((hidden) => {
    if (hidden) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    } else {
      // Drops the overrides: the real (visible) getters on Document's prototype answer again.
      Reflect.deleteProperty(document, 'visibilityState');
      Reflect.deleteProperty(document, 'hidden');
    }
    document.dispatchEvent(new Event('visibilitychange'));
  }, isHidden);
}

/**
 * The part of a surface inside its rounded corners, within the viewport: the field may show in the
 * corners' outer curve, which is the page's margin, not the surface.
 */
async function insideCorners(surface: Locator) {
  await surface.scrollIntoViewIfNeeded();
  const box = await surface.boundingBox();
  const viewport = surface.page().viewportSize();
  if (!box || !viewport) throw new Error('the surface is not on screen');
  const radius = 16;
  const top = Math.max(box.y + radius, 0);
  const bottom = Math.min(box.y + box.height - radius, viewport.height);
  return { x: box.x + radius, y: top, width: box.width - 2 * radius, height: bottom - top };
}

/** Pixels of a surface (inside its corners) or a page area tinted by the light scheme's magenta field (white text paper stays grey/white). */
async function magentaPixels(
  target: Locator | Page,
  clip?: { x: number; y: number; width: number; height: number },
): Promise<number> {
  const png =
    'page' in target
      ? await target.page().screenshot({ animations: 'allow', clip: await insideCorners(target) })
      : await target.screenshot({ animations: 'allow', ...(clip ? { clip } : {}) });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (r > 200 && b > 200 && g < Math.min(r, b) - 20) count++;
  }
  return count;
}

test.describe('particle background', () => {
  test('waits for the page to be idle, then animates in a worker without blocking the page', async ({ page }) => {
    await probe(page);
    await page.goto('/fa');
    await page.waitForLoadState('load');
    await expect.poll(() => page.evaluate(() => (window as unknown as Probe).heldIdleCallbacks.length)).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    // Loaded, hydrated, but not idle yet: no field.
    await expect(page.getByTestId('particles')).toHaveCount(0);

    const releasedAt = await page.evaluate(() => {
      (window as unknown as Probe).releaseIdle();
      return performance.now();
    });
    const canvas = page.getByTestId('particles');
    await expect(canvas).toHaveAttribute('data-mode', 'worker');
    await expect(canvas).toHaveAttribute('data-state', 'running');
    await expect(canvas).toHaveAttribute('data-count', '120');
    const startedAt = await page.evaluate(() => performance.now());
    const first = await frames(page);
    await expect.poll(() => frames(page)).toBeGreaterThan(first);

    // A few seconds of animation: no script of the field (its chunks, its worker's messages) ever
    // holds the page's main thread for 50 ms. Other work on a loaded machine may; it is not the field's.
    const fieldChunks = await page.evaluate(
      (since) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= since && (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => entry.name),
      releasedAt,
    );
    expect(fieldChunks.length).toBeGreaterThan(0);
    const before = await frames(page);
    await page.waitForTimeout(3000);
    expect(await frames(page)).toBeGreaterThan(before + 10);
    const slowFieldScripts = await page.evaluate(
      ({ since, chunks }) =>
        (window as unknown as Probe).slowScripts.filter(
          (script) =>
            script.start >= since && script.duration > 50 && (/Worker/.test(script.invoker) || chunks.includes(script.sourceURL)),
        ),
      { since: startedAt, chunks: fieldChunks },
    );
    expect(slowFieldScripts).toEqual([]);
  });

  for (const mode of ['worker', 'page'] as const) {
    test(`a click adds four and removes two; a theme change rebuilds it in the other colour (${mode})`, async ({ page }) => {
      await probe(page, { withoutOffscreenCanvas: mode === 'page' });
      const canvas = await startField(page, '/fa');
      await expect(canvas).toHaveAttribute('data-mode', mode);
      await expect(canvas).toHaveAttribute('data-count', '120');
      await expect(canvas).toHaveAttribute('data-color', '#ffffff');
      await page.mouse.click(20, 200);
      await expect(canvas).toHaveAttribute('data-count', '122');
      await page.mouse.click(30, 220);
      await expect(canvas).toHaveAttribute('data-count', '124');
      // A click on a control is the control's, not the field's.
      await page.getByTestId('theme-toggle').click();
      await expect(canvas).toHaveAttribute('data-color', '#ff00ff');
      await expect(canvas).toHaveAttribute('data-count', '120');
      const first = await frames(page);
      await expect.poll(() => frames(page)).toBeGreaterThan(first);
    });

    test(`stops drawing while the tab is hidden and goes on when it is back (${mode})`, async ({ page }) => {
      await probe(page, { withoutOffscreenCanvas: mode === 'page' });
      const canvas = await startField(page, '/en');
      await expect.poll(() => frames(page)).toBeGreaterThan(0);
      await setHidden(page, true);
      await expect(canvas).toHaveAttribute('data-state', 'paused');
      const paused = await frames(page);
      await page.waitForTimeout(1000);
      expect(await frames(page)).toBe(paused);

      await setHidden(page, false);
      await expect(canvas).toHaveAttribute('data-state', 'running');
      await expect.poll(() => frames(page)).toBeGreaterThan(paused);
    });
  }

  test('stays off for readers who prefer reduced motion, and goes away when they ask for it', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/en');
    await page.waitForLoadState('load');
    await page.waitForTimeout(2500);
    await expect(page.getByTestId('particles')).toHaveCount(0);
    await context.close();

    const moving = await browser.newPage();
    await moving.goto('/en');
    await expect(moving.getByTestId('particles')).toHaveAttribute('data-state', 'running');
    await moving.emulateMedia({ reducedMotion: 'reduce' });
    await expect(moving.getByTestId('particles')).toHaveCount(0);
    await moving.close();
  });

  test('stays behind reading surfaces: no field under the text of the about page, an article or a panel table', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript(() => localStorage.setItem('themeScheme', 'light'));
    await signInViaApi(page, 'admin');
    const articles = await (await page.request.get('/api/articles?per_page=1&locale=fa')).json();
    const sideMargin = { x: 0, y: 80, width: 200, height: 700 };
    // In the panel the sidebar fills the side and the page is one opaque card: the margin there is
    // the strip between the header and the card.
    const aboveCard = { x: 300, y: 68, width: 900, height: 24 };
    const surfaces = [
      ['/fa/about-us', page.locator('article.reading-surface'), sideMargin],
      ['/en/about-us', page.locator('article.reading-surface'), sideMargin],
      [
        `/fa/articles/${encodeURIComponent(articles.data[0].slug)}`,
        page.locator('[data-testid="content-detail"] .prose-body'),
        sideMargin,
      ],
      // A row, away from the rounded corners that clip the table's own square ones.
      ['/en/manager/panel/users', page.locator('table tbody tr').first(), aboveCard],
    ] as const;
    for (const [path, surface, margin] of surfaces) {
      await page.goto(path);
      await expect(page.getByTestId('particles')).toHaveAttribute('data-color', '#ff00ff');
      await expect(page.getByTestId('particles')).toHaveAttribute('data-state', 'running');
      await page.waitForTimeout(300);
      expect(await magentaPixels(surface), path).toBe(0);
      // The same check sees the field in the page's margin, so a zero above means something.
      await expect.poll(() => magentaPixels(page, margin), { message: path }).toBeGreaterThan(0);
    }
  });
});
