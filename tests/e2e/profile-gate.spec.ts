import { expect, test } from '@playwright/test';
import { registerReader } from './support/auth';

/**
 * Issue 38, as a Persian editor met it on a phone (390×844, /fa, light): a new reader before and after
 * completing the profile. Each run registers its own reader.
 */
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('themeScheme', 'light'));
});

test('7. a new reader reads the welcome notification before completing the profile, and completes it with a name alone', async ({ page }) => {
  await registerReader(page.request);
  await page.goto('/fa/user/panel/notifications');
  await expect(page).toHaveURL(/\/fa\/user\/panel\/notifications$/);
  await expect(page.getByText('به دروازه خوش آمدید').first()).toBeVisible();

  // The rest of the panel still asks for the name first, and the mobile number is optional.
  await page.goto('/fa/user/panel/dashboard');
  await expect(page).toHaveURL(/\/fa\/user\/panel\/complete-information$/);
  await expect(page.getByLabel('شماره موبایل (اختیاری)')).toBeVisible();
  await page.getByLabel('نام', { exact: true }).fill('نگار');
  await page.getByLabel('نام خانوادگی').fill('احمدی');
  await page.getByRole('button', { name: 'ذخیره و ادامه' }).click();
  await expect(page).toHaveURL(/\/fa\/user\/panel\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('سلام نگار!');
});
