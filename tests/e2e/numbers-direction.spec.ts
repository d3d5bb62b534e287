import { expect, test, type Locator } from '@playwright/test';
import { jsonWriteHeaders, registerReader, signInViaApi } from './support/auth';
import { pickDayMonthsAhead } from './support/date-picker';

/**
 * Persian digits and mixed-direction text as a Persian reader sees them: numbers in Persian
 * digits with the Persian separator, Latin fragments (tokens, paths, phone numbers) kept in their
 * own order and at the start of their cells, and numbers typed in Persian digits accepted.
 */

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Where a piece of an element's text is drawn: the left edge of its first and last characters. */
async function horizontalSpan(locator: Locator, text: string): Promise<{ first: number; last: number }> {
  const span = await locator.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const charLeft = (index: number) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return range.getBoundingClientRect().left;
      };
      return { first: charLeft(at), last: charLeft(at + wanted.length - 1) };
    }
    return null;
  }, text);
  expect(span, `«${text}» is on the page`).not.toBeNull();
  return span!;
}

test('the Persian specification table shows Persian figures, the token once, and values at the start of their cells', async ({ page }) => {
  const list = await page.request.get('/api/metaverses?locale=fa&per_page=50');
  const items = ((await list.json()) as { data: { title: string; slug: string }[] }).data;
  const decentraland = items.find((item) => item.title === 'دسنترالند');
  expect(decentraland).toBeDefined();
  await page.goto(`/fa/metaverses/${encodeURIComponent(decentraland!.slug)}`);

  const table = page.getByTestId('metaverse-specifications');
  const row = (label: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  await expect(row('تعداد قطعه‌های زمین').getByRole('cell')).toHaveText('۹۰٬۶۰۱');
  await expect(row('سال راه‌اندازی').getByRole('cell')).toHaveText('۲۰۲۰');
  await expect(table).not.toContainText(/[0-9]/);
  await expect(table).not.toContainText(',');

  await expect(row('توکن')).toHaveCount(1);
  await expect(row('توکن').getByRole('cell')).toHaveText('MANA');

  // Every value is isolated and starts where the Persian cell starts (its right edge), Latin or not.
  const cells = table.locator('tbody td');
  const count = await cells.count();
  expect(count).toBeGreaterThan(3);
  for (let index = 0; index < count; index++) {
    const cell = cells.nth(index);
    const value = cell.locator('bdi').first();
    await expect(value).toBeVisible();
    const cellBox = (await cell.boundingBox())!;
    const valueBox = (await value.boundingBox())!;
    const padding = await cell.evaluate((element) => parseFloat(getComputedStyle(element).paddingInlineStart));
    expect(Math.abs(cellBox.x + cellBox.width - padding - (valueBox.x + valueBox.width)), await cell.innerText()).toBeLessThan(2);
  }
});

test('a notification link reads as a path, slash first, on the Persian detail page', async ({ page, browser }) => {
  const reader = await browser.newContext();
  const { id: readerId } = await registerReader(reader.request);
  await reader.close();

  await signInViaApi(page, 'admin');
  const sent = await page.request.post('/api/manager/notifications', {
    headers: await jsonWriteHeaders(page),
    data: { title_fa: 'رویداد تازه', title_en: 'A new event', text_fa: 'ببینید', text_en: 'Have a look', audience: 'users', user_ids: [readerId], link: '/fa/events' },
  });
  expect(sent.status()).toBe(201);
  const id = ((await sent.json()) as { data: { id: string } }).data.id;

  await page.goto(`/fa/manager/panel/notification/${id}/detail`);
  const link = page.getByTestId('notification-link').locator('bdi[dir="ltr"]');
  await expect(link).toHaveText('/fa/events');
  const drawn = await horizontalSpan(link, '/fa/events');
  // Left to right: the leading slash is drawn before (left of) the last letter.
  expect(drawn.first).toBeLessThan(drawn.last);
});

test('the phone example on complete-information reads in its own order in Persian', async ({ page }) => {
  await registerReader(page.request);
  await page.goto('/fa/user/panel/complete-information');
  const hint = page.getByText('شماره ایرانی مانند');
  await expect(hint).toContainText('۰۹۱۲ ۳۴۵ ۶۷۸۹');
  const areaCode = await horizontalSpan(hint, '۰۹۱۲');
  const lastGroup = await horizontalSpan(hint, '۶۷۸۹');
  // A phone number is written left to right even in Persian: «۰۹۱۲» comes first, on the left.
  expect(areaCode.first).toBeLessThan(lastGroup.first);
});

test('a manager types an event capacity in Persian digits', async ({ page }) => {
  await signInViaApi(page, 'admin');
  const title = `کارگاه ظرفیت ${suffix()}`;
  await page.goto('/fa/manager/panel/events/create');
  await page.getByLabel('عنوان فارسی').fill(title);
  await page.getByLabel('عنوان انگلیسی').fill(`Capacity workshop ${suffix()}`);
  await pickDayMonthsAhead(page, 'شروع', 1);
  await pickDayMonthsAhead(page, 'پایان', 2);
  await page.getByLabel('ظرفیت').fill('۵');
  await page.getByRole('button', { name: 'رویداد تازه' }).click();

  await expect(page).toHaveURL(/\/fa\/manager\/panel\/events$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('۰ / ۵');

  await row.getByRole('link', { name: 'ویرایش' }).click();
  await expect(page.getByLabel('ظرفیت')).toHaveValue('5');
  await page.getByRole('button', { name: 'حذف' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
  await expect(page).toHaveURL(/\/fa\/manager\/panel\/events$/);
});

test('the contact IP on the Persian manager screen starts where its row starts', async ({ page }) => {
  const title = `پرسش ${suffix()}`;
  const sent = await page.request.post('/api/contact-us', {
    headers: { accept: 'application/json' },
    data: { full_name: 'سارا رضایی', email: 'sara@example.com', title, text: 'دربارهٔ خرید زمین در متاورس می‌پرسم.' },
  });
  expect(sent.ok()).toBe(true);

  await signInViaApi(page, 'admin');
  const listed = await page.request.get(`/api/manager/contacts?search=${encodeURIComponent(title)}`, { headers: { accept: 'application/json' } });
  const id = ((await listed.json()) as { data: { id: string }[] }).data[0]!.id;
  await page.goto(`/fa/manager/panel/contacts/${id}/detail`);

  const cell = page.getByTestId('contact-ip');
  const ip = cell.locator('bdi[dir="ltr"]');
  await expect(ip).toHaveText(/^[0-9a-f.:]+$/i);
  const cellBox = (await cell.boundingBox())!;
  const ipBox = (await ip.boundingBox())!;
  // In Persian the row starts on the right: the address sits there, not at the far left edge.
  expect(Math.abs(cellBox.x + cellBox.width - (ipBox.x + ipBox.width))).toBeLessThan(2);
});
