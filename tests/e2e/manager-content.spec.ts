import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInViaApi } from './support/auth';

/**
 * Content management: a super manager writes an article in both languages with a cover,
 * publishes it, and finds it on both public lists; the editor warns before unsaved work is lost.
 */
test('a super manager writes, illustrates and publishes an article in both languages', async ({ page }) => {
  test.setTimeout(120_000);
  await signInViaApi(page, 'admin');
  const suffix = Date.now().toString(36);
  const faTitle = `راهنمای کیف پول ${suffix}`;
  const enTitle = `Wallet handbook ${suffix}`;

  await page.goto('/en/manager/panel/articles/create');
  const fa = page.getByRole('region', { name: 'Persian' });
  const en = page.getByRole('region', { name: 'English' });
  // Each column's texts are typed in their own direction; the labels stay in the page's language.
  await expect(fa.getByLabel('Title', { exact: true })).toHaveAttribute('dir', 'rtl');
  await expect(fa.getByRole('textbox', { name: 'Body (Persian)' })).toHaveAttribute('dir', 'rtl');
  await expect(en.getByLabel('Title', { exact: true })).toHaveAttribute('dir', 'ltr');
  await expect(en.getByRole('textbox', { name: 'Body (English)' })).toHaveAttribute('dir', 'ltr');
  await expect(fa.getByTestId('completeness-fa')).toHaveText('Not written');

  await fa.getByLabel('Title', { exact: true }).fill(faTitle);
  await expect(fa.getByLabel('Slug', { exact: true })).toHaveValue(`راهنمای-کیف-پول-${suffix}`);
  await fa.getByLabel('Excerpt', { exact: true }).fill('خلاصه‌ای کوتاه برای آزمایش.');
  await fa.getByRole('textbox', { name: 'Body (Persian)' }).click();
  await page.keyboard.type('متن فارسی مقاله.');
  // Centred from the toolbar; pressed again, it would go back to the line's start.
  await fa.getByRole('button', { name: 'Centre' }).click();
  await expect(fa.getByRole('button', { name: 'Centre' })).toHaveAttribute('aria-pressed', 'true');

  await en.getByLabel('Title', { exact: true }).fill(enTitle);
  await en.getByLabel('Excerpt', { exact: true }).fill('A short excerpt for the test.');
  await en.getByRole('textbox', { name: 'Body (English)' }).click();
  await page.keyboard.type('The English body.');
  // A link from the toolbar's dialog; an address that is not a web link is refused there.
  await page.keyboard.press('ControlOrMeta+a');
  await en.getByRole('button', { name: 'Link', exact: true }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Link' });
  await linkDialog.getByLabel('Link address').fill('javascript:alert(1)');
  await linkDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(linkDialog.getByRole('alert')).toContainText('https://');
  await linkDialog.getByLabel('Link address').fill('https://example.org/wallets');
  await linkDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(en.locator('.ProseMirror a[href="https://example.org/wallets"]')).toHaveText('The English body.');
  await expect(en.getByTestId('completeness-en')).toHaveText('Complete');

  const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#6d28d9' } }).png().toBuffer();
  await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await expect(page.locator('img[src^="/media/images/"]')).toBeVisible();

  await page.getByRole('radio', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/manager\/panel\/articles\/[0-9a-f-]{36}\/edit$/);
  const editUrl = new URL(page.url()).pathname;

  for (const [locale, title] of [
    ['fa', faTitle],
    ['en', enTitle],
  ] as const) {
    await page.goto(`/${locale}/articles`);
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  }
  // The reader's page keeps the editor's alignment.
  await page.goto(`/fa/articles/${encodeURIComponent(`راهنمای-کیف-پول-${suffix}`)}`);
  await expect(page.locator('[data-reading-body] p').filter({ hasText: 'متن فارسی مقاله.' })).toHaveCSS('text-align', 'center');

  for (const locale of ['en', 'fa'] as const) {
    await page.goto(`/${locale}/manager/panel/articles?q=${suffix}`);
    await expect(page.getByRole('table')).toContainText(locale === 'fa' ? faTitle : enTitle);
    await page.goto(editUrl.replace('/en/', `/${locale}/`));
    await expect(page.locator('img[src^="/media/images/"]')).toBeVisible();
  }

  // Now on the English edit page: an edit, then a link away asks first; staying keeps the work.
  await page.goto(editUrl);
  await page.getByRole('region', { name: 'English' }).getByLabel('Title', { exact: true }).fill(`${enTitle} (revised)`);
  let warning = '';
  page.once('dialog', (dialog) => {
    warning = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to Articles' }).click();
  await expect.poll(() => warning).toContain('unsaved changes');
  await expect(page).toHaveURL(new RegExp(`${editUrl}$`));
  await expect(page.getByRole('region', { name: 'English' }).getByLabel('Title', { exact: true })).toHaveValue(`${enTitle} (revised)`);
});
