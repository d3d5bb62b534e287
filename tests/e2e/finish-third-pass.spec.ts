import { expect, test } from '@playwright/test';
import { adminHeaders, signInViaApi } from './support/auth';

/**
 * Issue «third pass», seen by a Persian editor on a phone. Metadata lines as a Persian editor reads them on a phone (390×844, /fa, light): a separator
 * that no Persian digit can be mistaken for, and a Latin name that never carries the date to its
 * far side; the revision cards read in full lines.
 */
test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });

test('a revision card in Persian on a phone: «از Maryam Rahimi، ۱۳ آذر…» in order, in full lines', async ({ page, request }) => {
  const suffix = Date.now().toString(36);
  const headers = await adminHeaders(request);
  const created = await request.post('/api/manager/articles', {
    headers,
    data: { status: 'draft', attributes: {}, translations: { fa: { title: `یادداشت ${suffix}`, body: '<p>متن نخست.</p>' } } },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const updated = await request.patch(`/api/manager/articles/${id}`, {
    headers,
    data: { translations: { fa: { title: `یادداشت دوم ${suffix}`, body: '<p>متن دوم.</p>' } } },
  });
  expect(updated.status()).toBe(200);

  await signInViaApi(page, 'admin');
  await page.goto(`/fa/manager/panel/articles/${id}/revisions`);
  const card = page.getByTestId('revision').first();
  const meta = card.locator('p', { has: page.locator('time') });
  await expect(meta).toContainText('Maryam Rahimi');
  const text = (await meta.textContent())!;
  expect(text).toContain('، ');
  expect(text).not.toContain('·');

  await expect(page.locator('body')).toHaveClass(/light-scheme/);
  // Right to left: the name first (right), the date after it (left, or on the next line), never split around the name.
  const order = await meta.evaluate((line) => {
    const name = [...line.querySelectorAll('bdi')].find((part) => part.textContent?.includes('Maryam Rahimi'))!.getBoundingClientRect();
    const date = line.querySelector('time')!.getClientRects()[0]!;
    return { dateEnd: date.right, nameStart: name.left, sameLine: Math.abs(date.top - name.top) < 4 };
  });
  if (order.sameLine) expect(order.dateEnd).toBeLessThanOrEqual(order.nameStart + 1);

  // The card's text has the card's width, not a column squeezed beside the compare choices.
  const cardBox = (await card.boundingBox())!;
  expect((await meta.boundingBox())!.width).toBeGreaterThan(cardBox.width * 0.6);
  await test.info().attach('revisions-fa-phone-light', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
});

test.describe('a first visit follows the device’s scheme', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${scheme} device, nothing chosen yet → ${scheme} pages; a choice is kept over the device's`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto('/fa/about-us');
      await expect(page.locator('body')).toHaveClass(new RegExp(`${scheme}-scheme`));
      const other = scheme === 'light' ? 'dark' : 'light';
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), ['themeScheme', other]);
      await page.reload();
      await expect(page.locator('body')).toHaveClass(new RegExp(`${other}-scheme`));
      await context.close();
    });
  }
});
