import { expect, test } from '@playwright/test';
import { adminHeaders, signInViaApi } from './support/auth';
import { expectNoSidewaysScroll } from './support/overflow';

/**
 * Issue 38, as a Persian editor met it on a phone (390×844, /fa, light): comparing two versions of a
 * fresh article of the test's own and restoring the older.
 */
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('themeScheme', 'light'));
});

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('3. the comparison on a phone shows only what changed, the rest on demand, and restoring is not a delete', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const title = { fa: `مقالهٔ مقایسه ${suffix()}`, en: `Comparison ${suffix()}` };
  const created = await request.post('/api/manager/articles', {
    headers,
    data: {
      status: 'published',
      published_at: '2025-03-01T08:15:42.123Z',
      attributes: {},
      translations: { fa: { title: title.fa, body: '<p>متن فارسی.</p>' }, en: { title: title.en, body: '<p>The English body.</p>' } },
    },
  });
  expect(created.status()).toBe(201);
  const article = ((await created.json()) as { data: { id: string; version: number } }).data;
  // The editor's date field keeps minutes: a save sends the same date without its seconds.
  const edited = await request.patch(`/api/manager/articles/${article.id}`, {
    headers,
    data: { version: article.version, published_at: '2025-03-01T08:15:00.000Z', translations: { fa: { title: `${title.fa} تازه`, body: '<p>متن فارسی.</p>' } } },
  });
  expect(edited.status()).toBe(200);

  await signInViaApi(page, 'admin');
  await page.goto(`/fa/manager/panel/articles/${article.id}/revisions?from=1&to=2`);
  await expect(page.getByTestId('compare-fa-title').locator('ins')).toHaveText(['تازه']);
  // Nothing else changed: no field is printed twice, and the date is not struck out and written again.
  await expect(page.getByText(title.en, { exact: true })).toBeHidden();
  await expect(page.getByTestId('compare-fa-body')).toBeHidden();
  await expect(page.getByText('بخش دیگری تغییر نکرده است.')).toBeVisible();
  await expect(page.locator('del, ins').filter({ hasText: '۱۴۰۳' })).toHaveCount(0);
  await page.getByTestId('compare-en-unchanged').getByText('نمایش بخش‌های بدون تغییر').click();
  await expect(page.getByText(title.en, { exact: true })).toHaveCount(1);
  await expect(page.getByText(title.en, { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto(`/fa/manager/panel/articles/${article.id}/revisions`);
  await page.getByRole('button', { name: 'بازگردانی: نسخهٔ ۱' }).click();
  const confirm = page.getByRole('dialog');
  const restore = confirm.getByRole('button', { name: 'بازگردانی' });
  const cancel = confirm.getByRole('button', { name: 'انصراف' });
  await expect(restore).toBeVisible();
  // Red is for deleting: the restore is confirmed in the site's main colour.
  const colours = await restore.evaluate((button) => {
    const probe = document.createElement('span');
    probe.className = 'bg-danger';
    document.body.append(probe);
    const danger = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return { button: getComputedStyle(button).backgroundColor, danger };
  });
  expect(colours.button).not.toBe(colours.danger);
  await cancel.click();
});
