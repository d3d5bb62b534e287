import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, ownClientAddress, signInAsNewReader, signInViaApi } from './support/auth';

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

/** One more task and two frames: past the moment a toast queued by the last answer would show. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 0)));
}

test.describe('small ones, as an English manager reads them on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 }, colorScheme: 'dark' });

  test('a field the server refuses is said once, under the field, and not toasted as well', async ({ page }) => {
    await page.setExtraHTTPHeaders(ownClientAddress());
    await page.goto('/en');
    await expect(page.getByTestId('sign-in')).toBeEnabled();
    await page.getByTestId('sign-in').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Create account' }).click();
    await dialog.getByLabel('Username').fill(`someone_${Date.now().toString(36)}`);
    await dialog.getByLabel('Email').fill('user@darvazeh.local');
    await dialog.getByLabel('Password', { exact: true }).fill('a-long-secret-1');
    await dialog.getByLabel('Password confirmation').fill('a-long-secret-1');
    await expect(() => dialog.getByRole('checkbox').check({ timeout: 2000 })).toPass();
    await dialog.getByRole('button', { name: 'Create my account' }).click();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('alert')).toContainText(/already taken/);
    await settled(page);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('a passkey the browser cannot make says it could not be created, not used', async ({ page }) => {
    await signInAsNewReader(page);
    const client = await page.context().newCDPSession(page);
    await client.send('WebAuthn.enable');
    await client.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    // A relying party this page may not speak for: the browser refuses to create the passkey.
    await page.route('**/api/user/passkeys/registration-options', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { rp: { id: string } } };
      body.data.rp.id = 'elsewhere.example';
      await route.fulfill({ response, json: body });
    });
    await page.goto('/en/user/panel/setting');
    const section = page.getByRole('region', { name: 'Passkeys', exact: true });
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByLabel('Current password').fill('a-long-secret-1');
    await section.getByRole('button', { name: 'Continue' }).click();
    await expect(section.getByText('The passkey could not be created.')).toBeVisible();
    await expect(section).not.toContainText('could not be used');
  });

  test('times in the English manager panel name their zone; Persian ones stay in Persian', async ({ page }) => {
    await signInViaApi(page, 'admin');
    await page.goto('/en/manager/panel/activities');
    const main = page.getByRole('main');
    await expect(main.locator('time').first()).toContainText(/\d:\d\d [AP]M Iran Time/);
    await page.goto('/fa/manager/panel/activities');
    await expect(main.locator('time').first()).toContainText(/[۰-۹]:[۰-۹]{2}/);
    await expect(main.locator('time').first()).not.toContainText(/[A-Za-z]/);
  });
});

test('the Persian editor shows the reading time in Persian digits; an item without a cover shows no empty box', async ({ page, request }) => {
  const title = `بی‌جلد ${Date.now().toString(36)}`;
  const created = await request.post('/api/manager/articles', {
    headers: await adminHeaders(request),
    data: { status: 'published', attributes: { reading_time: 12 }, translations: { fa: { title, body: '<p>مطلبی بدون تصویر جلد.</p>' } } },
  });
  expect(created.status()).toBe(201);
  const { id, translations } = ((await created.json()) as { data: { id: string; translations: { fa: string } } }).data;

  await signInViaApi(page, 'admin');
  await page.goto(`/fa/manager/panel/articles/${id}/edit`);
  await expect(page.getByLabel(/زمان مطالعه/)).toHaveValue('۱۲');

  await page.goto(`/fa/articles/${translations.fa}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('content-detail').locator('.cover-frame')).toHaveCount(0);
  // On a list the card keeps its shape with the type's icon where the cover would be.
  await page.goto('/fa/articles');
  await expect(page.getByTestId('content-card').filter({ hasText: title }).getByTestId('cover-placeholder').locator('svg')).toBeVisible();
});
