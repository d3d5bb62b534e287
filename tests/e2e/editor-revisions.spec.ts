import { expect, test } from '@playwright/test';
import { adminHeaders, signInViaApi } from './support/auth';

/**
 * Revisions in the manager's editor: a save of both languages is kept as a version; the item's
 * revisions screen lists it with who and when (Persian digits on the Persian page), compares two
 * versions word by word per language, and restoring the earlier one brings its texts back in both
 * languages as a new version.
 */

test('restoring an earlier revision brings back both languages, and the list and comparison say what changed', async ({ page, request }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const first = { fa: `نسخهٔ نخست ${suffix}`, en: `First version ${suffix}` };
  const second = { fa: `نسخهٔ دوم ${suffix}`, en: `Second version ${suffix}` };
  const created = await request.post('/api/manager/articles', {
    headers: await adminHeaders(request),
    data: {
      status: 'draft',
      attributes: {},
      translations: {
        fa: { title: first.fa, body: '<p>متن نخست فارسی.</p>' },
        en: { title: first.en, body: '<p>The first English body.</p>' },
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;

  await signInViaApi(page, 'admin');
  const editUrl = `/en/manager/panel/articles/${id}/edit`;
  await page.goto(editUrl);
  const fa = page.getByRole('region', { name: 'Persian' });
  const en = page.getByRole('region', { name: 'English' });
  await fa.getByLabel('Title', { exact: true }).fill(second.fa);
  await fa.getByRole('textbox', { name: 'Body (Persian)' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('متن دوم فارسی.');
  await en.getByLabel('Title', { exact: true }).fill(second.en);
  await en.getByRole('textbox', { name: 'Body (English)' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('The second English body.');
  const saved = page.waitForResponse((response) => response.url().endsWith(`/api/manager/articles/${id}`) && response.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  await page.getByRole('link', { name: 'Revisions', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/manager/panel/articles/${id}/revisions$`));
  const revisions = page.getByTestId('revision');
  await expect(revisions).toHaveCount(2);
  await expect(revisions.first()).toContainText('Version 2');
  await expect(revisions.first()).toContainText('Saved by Maryam Rahimi');
  await expect(revisions.nth(1)).toContainText(first.en);

  // The two newest are picked by default: the comparison marks the changed words per language.
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/[?&]from=1(&|$)/);
  await expect(page).toHaveURL(/[?&]to=2(&|$)/);
  const enTitle = page.getByTestId('compare-en-title');
  await expect(enTitle.locator('del')).toHaveText(['First']);
  await expect(enTitle.locator('ins')).toHaveText(['Second']);
  await expect(page.getByTestId('compare-en-body').locator('ins')).toHaveText(['second']);
  const faBody = page.getByTestId('compare-fa-body');
  await expect(faBody.locator('del')).toHaveText(['نخست']);
  await expect(faBody.locator('ins')).toHaveText(['دوم']);
  await expect(faBody.locator('[dir="rtl"]')).toHaveCount(1);

  await page.getByRole('link', { name: 'Back to the revisions' }).click();
  await page.getByRole('button', { name: 'Restore: Version 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore version 1?' });
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(revisions).toHaveCount(3);
  await expect(revisions.first()).toContainText('Version 3');
  await expect(revisions.first()).toContainText('Restored version 1');

  await page.goto(editUrl);
  await expect(fa.getByLabel('Title', { exact: true })).toHaveValue(first.fa);
  await expect(en.getByLabel('Title', { exact: true })).toHaveValue(first.en);
  await expect(fa.getByRole('textbox', { name: 'Body (Persian)' })).toContainText('متن نخست فارسی.');
  await expect(en.getByRole('textbox', { name: 'Body (English)' })).toContainText('The first English body.');

  // The Persian screen counts in Persian digits and reads right to left.
  await page.goto(`/fa/manager/panel/articles/${id}/revisions`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(revisions.first()).toContainText('نسخهٔ ۳');
});
