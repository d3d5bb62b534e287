import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders } from './support/auth';
import { axeViolations, desktopDark, pageAt, phoneLight } from './support/views';

/**
 * Issue 34, item 5 (ADR 0032): an item is filed under a primary category and extra ones. A manager
 * ticks an extra category from the keyboard in the editor; the item's page links both, the
 * primary first, and each category's list shows it. The editor and the page read cleanly with axe,
 * in English on a desktop and in Persian on a phone.
 */

type Category = { id: string; translations: { en: { slug: string; name: string }; fa: { slug: string; name: string } } };

async function makeCategory(request: APIRequestContext, en: string, fa: string): Promise<Category> {
  const response = await request.post('/api/manager/categories', {
    headers: await adminHeaders(request),
    data: { translations: { en: { name: en }, fa: { name: fa } } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Category }).data;
}

test('a manager files an article under a second category from the keyboard; its page links both, primary first, and both lists show it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const primary = await makeCategory(request, `Main shelf ${suffix}`, `قفسهٔ اصلی ${suffix}`);
  const extra = await makeCategory(request, `Side shelf ${suffix}`, `قفسهٔ کناری ${suffix}`);
  const title = `Filed twice ${suffix}`;

  const page = await pageAt(browser, desktopDark, true);
  await page.goto('/en/manager/panel/articles/create');
  const en = page.getByRole('region', { name: 'English' });
  await en.getByLabel('Title', { exact: true }).fill(title);
  await en.getByRole('textbox', { name: 'Body (English)' }).click();
  await page.keyboard.type('On two shelves.');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: primary.translations.en.name });

  const others = page.getByRole('group', { name: 'Other categories' });
  await expect(others).toHaveAccessibleDescription(/listed under these too/);
  await others.getByRole('searchbox', { name: 'Filter categories' }).fill(suffix);
  // The primary category is not offered as an extra one.
  await expect(others.getByRole('checkbox', { name: primary.translations.en.name })).toHaveCount(0);
  const side = others.getByRole('checkbox', { name: extra.translations.en.name });
  await side.focus();
  await page.keyboard.press('Space');
  await expect(side).toBeChecked();
  expect(await axeViolations(page), 'the editor').toEqual([]);

  await page.getByRole('radio', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/manager\/panel\/articles\/[0-9a-f-]{36}\/edit$/);
  const editUrl = new URL(page.url()).pathname;

  await page.goto(`/en/articles/filed-twice-${suffix}`);
  const categories = page.getByRole('list', { name: 'Categories' });
  await expect(categories.getByRole('link')).toHaveText([primary.translations.en.name, extra.translations.en.name]);
  expect(await axeViolations(page), 'the item page').toEqual([]);
  for (const category of [primary, extra]) {
    await page.goto(`/en/articles/category/${encodeURIComponent(category.translations.en.slug)}`);
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  }
  await page.context().close();

  // The Persian editor on a phone shows the extra category ticked, under its Persian label.
  const phone = await pageAt(browser, phoneLight, true);
  await phone.goto(editUrl.replace('/en/', '/fa/'));
  const persianOthers = phone.getByRole('group', { name: 'دسته‌بندی‌های دیگر' });
  await expect(persianOthers.getByRole('checkbox', { name: extra.translations.fa.name })).toBeChecked();
  expect(await axeViolations(phone), 'the Persian editor on a phone').toEqual([]);
  await phone.context().close();
});
