import { expect, test, type BrowserContext } from '@playwright/test';
import { jsonWriteHeaders, signInAsNewReader } from './support/auth';
import { axeOf } from './support/axe';
import { switchScheme } from './support/scheme';

const CHECK_AUTH = '**/api/user/authentication/check-auth';

// A reader on a phone, in Persian: the connection that drops is a train's or a filtered network's.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

async function hasSessionHint(context: BrowserContext): Promise<boolean> {
  return (await context.cookies()).some((cookie) => cookie.name === 'signed_in_hint' && cookie.value === '1');
}

test.describe('a reader stays signed in through a flaky connection', () => {
  test('an auth check dropped once at the network signs nobody out: the page and the next load still show the account', async ({
    page,
    context,
  }) => {
    await signInAsNewReader(page);
    await page.goto('/fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('user-menu')).toBeVisible();

    let dropped = 0;
    await page.route(CHECK_AUTH, async (route) => {
      if (dropped > 0) return route.continue();
      dropped += 1;
      return route.abort('internetdisconnected');
    });
    await page.reload();
    await expect.poll(() => dropped).toBe(1);
    // The check is tried again on its own, and the account comes back on this very page.
    await expect(page.getByTestId('user-menu')).toBeVisible();
    expect(await hasSessionHint(context)).toBe(true);
    await page.unroute(CHECK_AUTH);

    await page.reload();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.getByTestId('sign-in')).toHaveCount(0);
  });

  test('a busy server (503, then 429) signs nobody out either: the check is tried again and the account comes back on the same page', async ({
    page,
    context,
  }) => {
    await signInAsNewReader(page);
    await page.goto('/fa');
    await expect(page.getByTestId('user-menu')).toBeVisible();

    const answered: number[] = [];
    await page.route(CHECK_AUTH, async (route) => {
      const status = [503, 429][answered.length];
      if (status === undefined) return route.continue();
      answered.push(status);
      return route.fulfill({
        status,
        contentType: 'application/json',
        headers: { 'retry-after': '1' },
        body: JSON.stringify({ message: 'busy' }),
      });
    });
    await page.reload();
    await expect(page.getByRole('button', { name: /^در حال اتصال دوباره…/ })).toBeVisible();
    await expect(page.getByTestId('sign-in')).toHaveCount(0);
    await expect.poll(() => answered).toEqual([503, 429]);
    await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 15_000 });
    expect(await hasSessionHint(context)).toBe(true);
    await page.unroute(CHECK_AUTH);
  });

  test('a sign-out elsewhere (the server answers 401) still signs the page out', async ({ page, context, browser, baseURL }) => {
    await signInAsNewReader(page);
    await page.goto('/fa');
    await expect(page.getByTestId('user-menu')).toBeVisible();

    // Another tab of the same browser signs out; this page keeps its cookies until it asks.
    const otherTab = await browser.newContext({ baseURL, storageState: await context.storageState() });
    const other = await otherTab.newPage();
    const signedOut = await other.request.post('/api/user/authentication/logout', { headers: await jsonWriteHeaders(other) });
    expect(signedOut.ok()).toBe(true);
    await otherTab.close();
    expect(await hasSessionHint(context)).toBe(true);

    await page.reload();
    await expect(page.getByTestId('sign-in')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
    expect(await hasSessionHint(context)).toBe(false);
  });

  test('offline, the header says it is reconnecting and retries with growing waits; back online, the account returns without a reload', async ({
    page,
    context,
  }) => {
    await signInAsNewReader(page);
    await page.goto('/fa');
    await expect(page.getByTestId('user-menu')).toBeVisible();

    const dropped: number[] = [];
    await page.route(CHECK_AUTH, (route) => {
      dropped.push(Date.now());
      return route.abort('internetdisconnected');
    });
    await page.reload();
    const reconnecting = page.getByRole('button', { name: /^در حال اتصال دوباره…/ });
    await expect(reconnecting).toBeVisible();
    await expect(page.getByTestId('sign-in')).toHaveCount(0);
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
    // The reconnecting button holds the account button's place, with a mark a sighted reader sees.
    expect(await reconnecting.boundingBox()).toMatchObject({ width: 40, height: 40 });

    // Tried again after about 1 s, 2 s and 4 s: four checks in about seven seconds, not a storm.
    await expect.poll(() => dropped.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    const waits = dropped.slice(1, 4).map((at, index) => at - dropped[index]!);
    expect(waits[2]!).toBeGreaterThan(waits[0]! + 1500);
    expect(await hasSessionHint(context)).toBe(true);

    // The next retry is about eight seconds away: coming back online asks at once instead.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-page', ''));
    await context.setOffline(true);
    await page.unroute(CHECK_AUTH);
    await context.setOffline(false);
    await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 5000 });
    await expect(reconnecting).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-same-page', '');
  });

  test('on a wide English page the reconnecting account button reads so, in both schemes, and axe finds nothing in the header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsNewReader(page);
    await page.route(CHECK_AUTH, (route) => route.abort('internetdisconnected'));
    await page.goto('/en');
    const reconnecting = page.getByRole('button', { name: /^Reconnecting…/ });
    await expect(reconnecting).toBeVisible();
    await expect(reconnecting).toContainText('Reconnecting…');
    for (const scheme of ['dark', 'light'] as const) {
      await switchScheme(page, scheme);
      const { violations } = await axeOf(page).include('header').analyze();
      expect(violations.map((violation) => `${scheme}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
    }
    // Pressing it asks again; the account menu takes its place.
    await page.unroute(CHECK_AUTH);
    await reconnecting.click();
    await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 5000 });
  });
});
