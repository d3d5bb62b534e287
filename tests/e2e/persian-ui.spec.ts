import { expect, test, type FileChooser, type Page } from '@playwright/test';
import { signInViaApi } from './support/auth';
import { signInDemo } from './support/axe-samples';
import { untilIdle } from './support/idle';

/** No English left in the Persian screens, and a calendar you cannot see through. */

const json = { accept: 'application/json' };

test('permission groups in the role matrix are named in Persian', async ({ page }) => {
  await signInViaApi(page, 'admin');
  await page.goto('/fa/manager/panel/acl/permissionToRole');
  const groups = page.locator('th[scope="rowgroup"]');
  await expect(groups.first()).toBeVisible();
  await expect(groups.filter({ hasText: 'مقاله‌ها' })).toHaveCount(1);
  await expect(groups.filter({ hasText: 'نقش‌ها و مجوزها' })).toHaveCount(1);
  for (const heading of await groups.allTextContents()) expect(heading).not.toMatch(/[A-Za-z]/);
});

test('a guide item shows its type in Persian', async ({ page, request }) => {
  const admin = { ...json, authorization: `Bearer ${(await signInDemo(request, 'admin')).token}` };
  const guide = await request.post('/api/manager/where-to-start', { headers: admin, data: { title_fa: 'نخستین قدم', title_en: `First step ${Date.now().toString(36)}` } });
  const { id } = ((await guide.json()) as { data: { id: string } }).data;
  const articles = await request.get('/api/manager/articles?per_page=1', { headers: admin });
  const [article] = ((await articles.json()) as { data: { id: string }[] }).data;
  expect((await request.post(`/api/manager/where-to-start/${id}/items`, { headers: admin, data: { content_id: article!.id } })).status()).toBe(201);

  await signInViaApi(page, 'admin');
  await page.goto(`/fa/manager/panel/whereToStart/${id}/editList`);
  const item = page.locator('[data-item-id]').first();
  await expect(item).toContainText('مقاله‌ها');
  await expect(item).not.toContainText('articles');
});

test('the ticket attachment is chosen with a Persian button that keyboard users reach', async ({ page }) => {
  await signInViaApi(page, 'user');
  await page.goto('/fa/user/panel/tickets/create');
  // The browser's own «Choose File / No file chosen» control is not shown (only a 1 px hidden input remains).
  const nativeWidth = await page.locator('input[type="file"]').evaluate((input) => input.getBoundingClientRect().width);
  expect(nativeWidth).toBeLessThanOrEqual(1);
  await expect(page.getByText('هنوز فایلی انتخاب نشده است')).toBeVisible();
  const choose = page.getByRole('button', { name: 'انتخاب فایل' });
  await untilIdle(page);
  // Asked again when no chooser came: under load the first Enter once went unanswered for the
  // whole test, the listener for the chooser not yet in place or the button not yet live.
  let chooser: FileChooser | undefined;
  await expect(async () => {
    await choose.focus();
    await expect(choose).toBeFocused();
    [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 5_000 }), page.keyboard.press('Enter')]);
  }).toPass({ timeout: 30_000 });
  await chooser!.setFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByTestId('chosen-file')).toContainText('receipt.pdf');
  await expect(page.getByRole('button', { name: 'انتخاب فایل دیگر' })).toBeVisible();
  // The hidden input keeps its label, so the chosen file is sent under the field's name.
  await expect(page.getByLabel('پیوست')).toHaveCount(1);
});

test('the Roblox page speaks Persian about wallets', async ({ page, request }) => {
  const list = await request.get('/api/metaverses?per_page=50', { headers: { ...json, 'accept-language': 'fa' } });
  const roblox = ((await list.json()) as { data: { slug: string; title: string }[] }).data.find((item) => item.title.includes('رابلاکس'));
  await page.goto(`/fa/metaverses/${encodeURIComponent(roblox!.slug)}`);
  await expect(page.locator('main')).toContainText('یک حساب کاربری رابلاکس کافی است');
  await expect(page.locator('main')).not.toContainText('none: a Roblox account');
});

/** The open calendar: its own surface is opaque, and at its middle nothing else is drawn over it. */
async function expectOpaqueCalendar(page: Page): Promise<void> {
  const calendar = page.getByRole('dialog', { name: 'تقویم' });
  await expect(calendar).toBeVisible();
  const look = await calendar.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { background: getComputedStyle(element).backgroundColor, isOnTop: hit !== null && element.contains(hit) };
  });
  expect(look.background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  expect(look.isOnTop).toBe(true);
}

for (const scheme of ['dark', 'light'] as const) {
  test(`the date picker has an opaque surface in ${scheme}`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('themeScheme', value), scheme);
    await signInViaApi(page, 'admin');
    for (const form of ['events', 'articles']) {
      await page.goto(`/fa/manager/panel/${form}/create`);
      await expect(page.locator('body')).toHaveClass(new RegExp(`${scheme}-scheme`));
      // A press before the form has hydrated opens nothing (seen on a busy machine).
      await untilIdle(page);
      await page.getByRole('button', { name: /انتخاب تاریخ و ساعت/ }).first().click();
      await expectOpaqueCalendar(page);
      await page.keyboard.press('Escape');
    }
  });
}
