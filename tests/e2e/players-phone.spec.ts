import { expect, test } from '@playwright/test';
import { firstSlug } from './support/content';
import { expectNoSidewaysScroll } from './support/overflow';

/**
 * Issue 38, as a Persian editor met it on a phone (390×844, /fa, light): the podcast's and the video's
 * control bar.
 */
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('themeScheme', 'light'));
});

test('8. on a phone the podcast and the video seek on a row of their own that fills from the right in Persian', async ({ page, request }) => {
  for (const type of ['podcasts', 'videos'] as const) {
    await page.goto(`/fa/${type}/${await firstSlug(request, type, 'fa')}`);
    const controls = page.getByRole('group', { name: 'کنترل‌های پخش' });
    const seek = controls.getByRole('slider', { name: 'زمان پخش' });
    await expect(controls.getByRole('button', { name: 'پخش' })).toBeEnabled();
    const [bar, slider, play] = await Promise.all([controls.boundingBox(), seek.boundingBox(), controls.getByRole('button', { name: 'پخش' }).boundingBox()]);
    // The whole width of the bar, above the buttons.
    expect(slider!.width).toBeGreaterThan(bar!.width * 0.85);
    expect(slider!.y + slider!.height).toBeLessThanOrEqual(play!.y + 1);
    // Right to left: it starts at the right, the play button sits at the right, and the left arrow goes forward.
    await expect(seek).toHaveCSS('direction', 'rtl');
    expect(play!.x + play!.width).toBeGreaterThan(bar!.x + bar!.width / 2);
    const media = page.locator(type === 'podcasts' ? 'audio' : 'video').first();
    await media.evaluate((element: HTMLMediaElement) => {
      element.muted = true;
      element.currentTime = 0;
    });
    await seek.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => media.evaluate((element: HTMLMediaElement) => Math.round(element.currentTime))).toBe(5);
    await expectNoSidewaysScroll(page);
  }
});
