import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from './support/auth';

const words = {
  fa: { search: 'جست‌وجو', box: 'جست‌وجو در کتابخانه', query: 'متاورس', menu: 'باز کردن منو' },
  en: { search: 'Search', box: 'Search the library', query: 'metaverse', menu: 'Open menu' },
} as const;

const CHECK_AUTH = '**/api/user/authentication/check-auth';

/** Holds every auth check until `release` is called, as a slow server would. */
async function holdAuthCheck(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHECK_AUTH, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('a way into search from every page', () => {
  for (const locale of ['fa', 'en'] as const) {
    const w = words[locale];

    test(`the header's search button opens a labelled box that searches (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/about-us`);
      const button = page.getByTestId('header-search');
      await expect(button).toHaveAccessibleName(w.search);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const box = page.getByRole('combobox', { name: w.box });
      await expect(box).toBeFocused();
      await box.fill(w.query);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?q=${encodeURIComponent(w.query)}$`));
      await expect(page.getByTestId('search-count')).toBeVisible();
    });

    test(`pressing / opens the search box, but not while typing in a field (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/contact-us`);
      const field = page.locator('main').getByRole('textbox').first();
      await field.click();
      await page.keyboard.type('a/b');
      await expect(field).toHaveValue('a/b');
      await expect(page.getByTestId('header-search')).toHaveAttribute('aria-expanded', 'false');

      await page.locator('main h1').click();
      await page.keyboard.press('/');
      const box = page.getByRole('combobox', { name: w.box });
      await expect(box).toBeFocused();
      await expect(box).toHaveValue('');
      // The focus ring shows: the box was reached from the keyboard.
      expect(await box.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(box).toBeHidden();
      await expect(page.getByTestId('header-search')).toBeFocused();
    });

    test(`the phone menu has a search box (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/${locale}`);
      await page.getByRole('button', { name: w.menu }).click();
      const sheet = page.getByRole('dialog');
      const box = sheet.getByRole('combobox', { name: w.box });
      await box.fill(w.query);
      await sheet.getByRole('button', { name: w.search }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?q=`));
      await expect(sheet).toBeHidden();
      await expect(page.getByTestId('search-count')).toBeVisible();
    });
  }
});

test.describe('the header never claims the wrong signed-in state', () => {
  test('a signed-in reader sees a placeholder, never "Sign in", while the auth check is slow', async ({ page }) => {
    await signInViaApi(page, 'user');
    const cookies = await page.context().cookies();
    // The hint is readable by the page; the session itself never is.
    expect(cookies.find((cookie) => cookie.name === 'signed_in_hint')?.httpOnly).toBe(false);
    expect(cookies.find((cookie) => cookie.name === 'authorization_token')?.httpOnly).toBe(true);

    for (const path of ['/fa', '/en/articles', '/fa/user/panel/dashboard']) {
      const release = await holdAuthCheck(page);
      await page.goto(path);
      await expect(page.getByTestId('auth-placeholder')).toBeVisible();
      await expect(page.getByTestId('sign-in')).toBeHidden();
      const themeBefore = await page.getByTestId('theme-toggle').boundingBox();
      release();
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await expect(page.getByTestId('sign-in')).toHaveCount(0);
      await expect(page.getByTestId('auth-placeholder')).toHaveCount(0);
      // The placeholder held the account button's place: nothing beside it moved.
      expect(await page.getByTestId('theme-toggle').boundingBox(), path).toEqual(themeBefore);
      await page.unroute(CHECK_AUTH);
    }
  });

  test('a visitor sees "Sign in" at once, and the page asks nothing it could only be refused', async ({ page }) => {
    const checks: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (request) => void (request.url().includes('/api/user/authentication/check-auth') && checks.push(request.url())));
    page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
    for (const path of ['/en/books', '/fa']) {
      await page.goto(path);
      await expect(page.getByTestId('sign-in')).toBeEnabled();
      await expect(page.getByTestId('auth-placeholder')).toBeHidden();
    }
    // Without a session there is nothing to check: no 401 for the console to report.
    expect(checks).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a hint left by an expired session is corrected by the first auth check', async ({ page, context }) => {
    await signInViaApi(page, 'user');
    const hint = (await context.cookies()).find((cookie) => cookie.name === 'signed_in_hint')!;
    // The session ends on the server side (expired, revoked): only the hint remains.
    await context.clearCookies();
    await context.addCookies([hint]);
    await page.goto('/en');
    await expect(page.getByTestId('sign-in')).toBeEnabled();
    expect((await context.cookies()).some((cookie) => cookie.name === 'signed_in_hint')).toBe(false);

    const release = await holdAuthCheck(page);
    await page.goto('/fa');
    await expect(page.getByTestId('sign-in')).toBeVisible();
    release();
  });
});

test('the whole header, signed in, fits the narrowest screen that shows its navigation (1024 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signInViaApi(page, 'user');
  for (const path of ['/fa', '/en']) {
    await page.goto(path);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(1024);
  }
});
