import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { firstSlug } from './support/content';
import { untilIdle } from './support/idle';

/** Issue 22's small things: wordless covers, a quiet console, and players that count in the reader's digits. */

const PHONE = { width: 390, height: 844 };
const PERSIAN_CLOCK = /^[۰-۹]+:[۰-۹]{2}$/;
const LATIN_CLOCK = /^[0-9]+:[0-9]{2}$/;

/** Each card's title with a fingerprint of the cover picture it shows. */
async function cardCovers(page: Page, path: string): Promise<{ title: string; picture: string }[]> {
  await page.goto(path);
  const cards = page.getByTestId('content-card');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.evaluateAll((elements) =>
    elements.map((card) => ({ title: card.querySelector('h2, h3, h4')?.textContent?.trim() ?? '', src: card.querySelector('img')?.getAttribute('src') ?? '' })),
  );
  return Promise.all(
    shown
      .filter((card) => card.src)
      .map(async ({ title, src }) => {
        const image = await page.request.get(src);
        expect(image.status()).toBe(200);
        return { title, picture: createHash('sha256').update(await image.body()).digest('hex') };
      }),
  );
}

/**
 * A cover that printed titles would differ for every item; a wordless one is shared by items of
 * the same look. So: several looks on a page (not one image repeated), yet two differently titled
 * cards wear the very same picture, and another type's pictures are its own.
 */
async function expectWordlessCovers(page: Page, locale: 'fa' | 'en') {
  // Tests running beside this one publish articles of their own, with no cover, at the head of the
  // list: two pages hold enough of the demo's twelve to repeat a look.
  const articles = [...(await cardCovers(page, `/${locale}/articles`)), ...(await cardCovers(page, `/${locale}/articles/page/2`))];
  expect(articles.length).toBeGreaterThanOrEqual(6);
  const pictures = new Set(articles.map((card) => card.picture));
  expect(pictures.size).toBeGreaterThanOrEqual(3);
  const sharedByDifferentTitles = articles.some((card, index) => articles.slice(index + 1).some((other) => other.picture === card.picture && other.title !== card.title));
  expect(sharedByDifferentTitles).toBe(true);

  const podcasts = await cardCovers(page, `/${locale}/podcasts`);
  expect(podcasts.some((card) => pictures.has(card.picture))).toBe(false);
}

test.describe('covers', () => {
  test('English cards on a desktop show covers with no words of either language', async ({ page }) => {
    await expectWordlessCovers(page, 'en');
  });

  test('Persian cards on a phone show covers with no words of either language', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await expectWordlessCovers(page, 'fa');
  });
});

test('the public pages leave nothing in the console', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  const paths = [
    '/fa',
    '/en',
    '/fa/articles',
    `/fa/articles/${await firstSlug(request, 'articles', 'fa')}`,
    `/fa/podcasts/${await firstSlug(request, 'podcasts', 'fa')}`,
    `/en/videos/${await firstSlug(request, 'videos', 'en')}`,
  ];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('load');
    // Hydration finishes, and reports any boundary the server could not finish, after load.
    await untilIdle(page);
  }
  expect(problems).toEqual([]);
});

test.describe('the players', () => {
  test('on /fa a podcast counts in Persian digits and plays, pauses and seeks from the keyboard', async ({ page, request }) => {
    await page.goto(`/fa/podcasts/${await firstSlug(request, 'podcasts', 'fa')}`);
    const controls = page.getByRole('group', { name: 'کنترل‌های پخش' });
    await expect(controls.getByTestId('media-duration')).toHaveText(PERSIAN_CLOCK);
    await expect(controls.getByTestId('media-duration')).not.toHaveText('۰:۰۰');
    await expect(controls.getByTestId('media-current')).toHaveText('۰:۰۰');
    await expect(controls).not.toContainText(/[0-9]/);

    const audio = page.getByTestId('podcast-audio');
    await audio.evaluate((element: HTMLAudioElement) => {
      element.muted = true;
    });
    const play = controls.getByRole('button', { name: 'پخش' });
    await play.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
    const pause = controls.getByRole('button', { name: 'مکث' });
    await expect(pause).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
    await expect(controls.getByRole('button', { name: 'پخش' })).toBeVisible();

    await audio.evaluate((element: HTMLAudioElement) => {
      element.currentTime = 0;
    });
    const seek = controls.getByRole('slider', { name: 'زمان پخش' });
    await seek.focus();
    // The bar fills from the right on a Persian page, so the left arrow moves forward.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => Math.round(element.currentTime))).toBe(5);
    await expect(controls.getByTestId('media-current')).toHaveText('۰:۰۵');
    await expect(seek).toHaveAttribute('aria-valuetext', /^۰:۰۵ از [۰-۹]+:[۰-۹]{2}$/);

    // Muted above, so the bar offers to unmute.
    await controls.getByRole('button', { name: 'صدادار کردن' }).press('Enter');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.muted)).toBe(false);
  });

  test('on /en the podcast and the video count in Latin digits, on /fa the video in Persian', async ({ page, request }) => {
    await page.goto(`/en/podcasts/${await firstSlug(request, 'podcasts', 'en')}`);
    const podcast = page.getByRole('group', { name: 'Player controls' });
    await expect(podcast.getByTestId('media-duration')).toHaveText(LATIN_CLOCK);
    await expect(podcast.getByRole('button', { name: 'Play' })).toBeEnabled();

    await page.goto(`/en/videos/${await firstSlug(request, 'videos', 'en')}`);
    const video = page.getByRole('group', { name: 'Player controls' });
    await expect(video.getByTestId('media-duration')).toHaveText(LATIN_CLOCK);
    await expect(page.locator('video').first()).not.toHaveAttribute('controls');

    await page.goto(`/fa/videos/${await firstSlug(request, 'videos', 'fa')}`);
    const persianVideo = page.getByRole('group', { name: 'کنترل‌های پخش' });
    await expect(persianVideo.getByTestId('media-duration')).toHaveText(PERSIAN_CLOCK);
    await expect(persianVideo.getByRole('button', { name: 'تمام‌صفحه' })).toBeVisible();
  });
});

test.describe('the public 404 pages', () => {
  const languages = [
    {
      name: 'English on a desktop',
      viewport: null,
      title: 'Page not found',
      paths: ['/en/articles/no-such-thing', '/en/no-such-section', '/en/no/such/page'],
    },
    {
      name: 'Persian on a phone',
      viewport: PHONE,
      title: 'صفحه پیدا نشد',
      paths: ['/fa/articles/no-such-thing', '/fa/no-such-section', `/fa/${encodeURIComponent('هیچ')}/${encodeURIComponent('کجا')}/x`],
    },
  ];

  for (const { name, viewport, title, paths } of languages) {
    test(`${name}: a missing article, an unknown section and an unknown address answer 404 with the page in the HTML and a quiet console`, async ({ page }) => {
      if (viewport) await page.setViewportSize(viewport);
      const problems: string[] = [];
      page.on('console', (message) => {
        // Chromium logs the 404 asked for, the document's own status, as a failed load; anything else counts.
        const isOwnStatus = message.location().url === page.url() && message.text().includes('the server responded with a status of 404');
        if (message.type() === 'error' && !isOwnStatus) problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      for (const path of paths) {
        // Twice: the first render, then the cached copy.
        for (const attempt of ['rendered', 'cached']) {
          const response = await page.goto(path);
          expect(response?.status(), `${path} ${attempt}`).toBe(404);
          const html = await response!.text();
          // The visible document as the server sent it, readable without JavaScript.
          const document = html.slice(0, html.indexOf('<script>(self.__next_f'));
          expect(document, path).toMatch(new RegExp(`<title>[^<]*${title}</title>`));
          expect(document, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
          await page.waitForLoadState('load');
          await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
          // Hydration finishes, and reports any boundary the server could not finish, after load.
          await untilIdle(page);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

test('for a reader who prefers reduced motion, a spinner and a skeleton’s pulse stand still', async ({ page }) => {
  await page.goto('/en');
  await page.evaluate(() => {
    for (const name of ['animate-spin', 'animate-pulse']) {
      const element = document.createElement('div');
      element.className = name;
      element.dataset.motionProbe = '';
      document.body.append(element);
    }
  });
  const playStates = () =>
    page.evaluate(() => [...document.querySelectorAll('[data-motion-probe]')].map((element) => element.getAnimations().map((animation) => animation.playState)));
  // The suite's devices prefer reduced motion (playwright.config.ts). Cut to 0.01ms but endless,
  // both were still running on every frame. An animation reads as running until its first frame
  // has started it, which a busy machine can put a few frames off: a short one has then ended.
  await expect.poll(async () => (await playStates()).flat()).not.toContain('running');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(playStates).toEqual([['running'], ['running']]);
});
