import { expect, type Page } from '@playwright/test';
import type { ThemeScheme } from '../../../src/shared/theme';

async function schemeOf(page: Page): Promise<ThemeScheme> {
  return page.evaluate(() => (document.body.classList.contains('light-scheme') ? 'light' : 'dark'));
}

/**
 * Switches the scheme through the header's toggle, as a reader does (no reload). The click is
 * dispatched in the page, so a sign-in dialog that a signed-out panel page opens does not stand in
 * the way. Reduced motion makes the colour transitions all but instant; once they have ended and a
 * frame is painted, a check of contrast reads the new colours rather than a colour on its way.
 */
export async function switchScheme(page: Page, to: ThemeScheme): Promise<void> {
  await expect(async () => {
    if ((await schemeOf(page)) !== to) await page.getByTestId('theme-toggle').first().dispatchEvent('click');
    expect(await schemeOf(page)).toBe(to);
  }, `switch to the ${to} scheme on ${page.url()}`).toPass({ timeout: 15_000 });
  // A colour on its way is a running CSS transition until its end is processed, which a busy
  // machine can put past the next frames: wait for the transitions themselves, then a painted frame.
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
