import { expect, test } from '@playwright/test';
import { jsonWriteHeaders, registerReader, signInViaApi } from './support/auth';

test('a sent notification is corrected on its Persian edit page and the reader sees the correction', async ({ page, browser }) => {
  // The reader is a fresh account in its own context: the shared demo accounts' lists stay untouched.
  const reader = await browser.newContext();
  const { id: readerId } = await registerReader(reader.request);

  await signInViaApi(page, 'admin');
  const sent = await page.request.post('/api/manager/notifications', {
    headers: await jsonWriteHeaders(page),
    data: { title_fa: 'جلسه فردا', title_en: 'Meeting tomorrow', text_fa: 'ساعت ۹ شب', text_en: 'At 9 pm', audience: 'users', user_ids: [readerId], link: '/fa/events' },
  });
  expect(sent.status()).toBe(201);
  const id = ((await sent.json()) as { data: { id: string } }).data.id;

  await page.goto(`/fa/manager/panel/notification/${id}/detail`);
  await page.getByRole('link', { name: 'اصلاح' }).click();
  await expect(page).toHaveURL(new RegExp(`/fa/manager/panel/notification/${id}/edit$`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اصلاح اعلان');
  const persianText = page.getByLabel('متن فارسی');
  await expect(persianText).toHaveValue('ساعت ۹ شب');

  await persianText.fill('');
  await page.getByRole('button', { name: 'ذخیره اصلاح' }).click();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);

  await persianText.fill('ساعت ۸ شب');
  await page.getByLabel('پیوند').fill('/fa/events/meetup');
  await page.getByRole('button', { name: 'ذخیره اصلاح' }).click();
  await expect(page).toHaveURL(new RegExp(`/fa/manager/panel/notification/${id}/detail$`));
  await expect(page.getByText('اعلان اصلاح شد.')).toBeVisible();
  await expect(page.locator('section[lang="fa"]')).toContainText('ساعت ۸ شب');

  const list = await reader.request.get('/api/user/notifications', { headers: { accept: 'application/json', 'accept-language': 'fa' } });
  const items = ((await list.json()) as { data: { id: string; text: string; link: string }[] }).data;
  expect(items.find((item) => item.id === id)).toMatchObject({ text: 'ساعت ۸ شب', link: '/fa/events/meetup' });
  await reader.close();
});
