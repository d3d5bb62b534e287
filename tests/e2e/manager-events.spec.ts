import { expect, test } from '@playwright/test';
import { signInViaApi } from './support/auth';
import { pickDayMonthsAhead } from './support/date-picker';

const PERSIAN_DIGIT = /[۰-۹]/;

/**
 * The manager's events screen in Persian: both languages side by side and the Jalali date-time picker,
 * driven from the keyboard (a month ahead with PageDown, Enter to pick the day).
 */
test('a manager creates an event in Persian with the Jalali date-time picker', async ({ page }) => {
  await signInViaApi(page, 'admin');
  const suffix = Date.now().toString(36);
  await page.goto('/fa/manager/panel/events/create');

  await page.getByLabel('عنوان فارسی').fill(`دورهمی متاورس ${suffix}`);
  await page.getByLabel('عنوان انگلیسی').fill(`Metaverse meetup ${suffix}`);
  await page.getByLabel('توضیح فارسی').fill('گفت‌وگو دربارهٔ زمین‌های مجازی.');

  for (const [label, months] of [
    ['شروع', 1],
    ['پایان', 2],
  ] as const) {
    await pickDayMonthsAhead(page, label, months);
    // The field now reads the chosen Jalali date and time, in Persian digits.
    await expect(page.getByRole('button', { name: label })).toHaveAccessibleName(PERSIAN_DIGIT);
  }

  await page.getByLabel('ظرفیت').fill('10');
  await page.getByLabel('وضعیت').selectOption('published');
  await page.getByRole('button', { name: 'رویداد تازه' }).click();

  await expect(page).toHaveURL(/\/fa\/manager\/panel\/events$/);
  const row = page.getByRole('row').filter({ hasText: `دورهمی متاورس ${suffix}` });
  await expect(row).toContainText('منتشرشده');
  await expect(row).toContainText('۰ / ۱۰');
  await expect(row.getByRole('cell').nth(1)).toHaveText(PERSIAN_DIGIT);

  // Deleting asks first, in a dialog; cancelling keeps the event, confirming removes it.
  await row.getByRole('link', { name: 'ویرایش' }).click();
  await page.getByRole('button', { name: 'حذف' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`دورهمی متاورس ${suffix}`);
  await confirm.getByRole('button', { name: 'انصراف' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByRole('button', { name: 'حذف' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
  await expect(page).toHaveURL(/\/fa\/manager\/panel\/events$/);
  await expect(page.getByRole('row').filter({ hasText: `دورهمی متاورس ${suffix}` })).toHaveCount(0);
});
