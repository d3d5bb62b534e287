import { expect, type Page } from '@playwright/test';
import { untilIdle } from './idle';

/**
 * Picks a day in the Persian date-time picker labelled `label` from the keyboard: the calendar
 * opens on today, PageDown moves a month ahead, Enter picks the day, «اعمال» applies it.
 */
export async function pickDayMonthsAhead(page: Page, label: string, months: number): Promise<void> {
  // A press before the form has hydrated opens nothing.
  await untilIdle(page);
  await page.getByRole('button', { name: label }).click();
  const calendar = page.getByRole('dialog', { name: 'تقویم' });
  await expect(calendar).toBeVisible();
  await expect(calendar.locator('[role="grid"] button:focus')).toHaveCount(1);
  for (let n = 0; n < months; n++) await page.keyboard.press('PageDown');
  await page.keyboard.press('Enter');
  await calendar.getByRole('button', { name: 'اعمال' }).click();
  await expect(calendar).toBeHidden();
}
