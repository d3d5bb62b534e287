import { expect, test } from '@playwright/test';
import { signInViaApi } from './support/auth';
import { expectNoSidewaysScroll } from './support/overflow';

/**
 * Issue 38, as a Persian editor met it on a phone (390×844, /fa, light): the activity log, read on the
 * manager's own sign-ins.
 */
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('themeScheme', 'light'));
});

test('5. the activity log on a phone is a card per entry, each line inside the screen', async ({ page }) => {
  await signInViaApi(page, 'admin');
  await page.goto('/fa/manager/panel/activities?resource=users');
  const log = page.getByRole('table', { name: 'گزارش فعالیت‌ها' });
  const entry = log.getByRole('row').filter({ hasText: 'ورود به حساب' }).first();
  await expect(entry).toBeVisible();
  // What happened, and the heading that names it, read in full on the card, not past its edge.
  const action = entry.locator('[data-action]');
  await expect(action).toHaveText('ورود به حساب');
  const box = (await action.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(entry.getByText('کار', { exact: true })).toBeVisible();
  // No sideways scroll, in the table's frame or the page.
  expect(await log.evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth + 1)).toBe(true);
  await expectNoSidewaysScroll(page);
});
