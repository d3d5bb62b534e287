import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from './support/auth';
import { overflowOf } from './support/overflow';
import { completeReader, ensureManagerRecords, managerHeaders, managerRoutes, publicRoutes, readerRoutes, registerReader, type WalkLocale } from './support/every-route';

const locales: WalkLocale[] = ['fa', 'en'];

/** Opens each route in both languages on one page and lists those wider than the screen. */
async function walk(page: Page, routesOf: (locale: WalkLocale) => string[] | Promise<string[]>): Promise<string[]> {
  const problems: string[] = [];
  for (const locale of locales) {
    for (const route of await routesOf(locale)) {
      const address = `/${locale}${route}`;
      const response = await page.goto(address);
      expect(response?.status(), `${address} did not open`).toBeLessThan(400);
      const { scrollWidth, innerWidth, culprits } = await overflowOf(page);
      if (scrollWidth > innerWidth) problems.push(`${address}: ${scrollWidth} px wide on a ${innerWidth} px screen; ${culprits.join(', ')}`);
    }
  }
  return problems;
}

test.describe('every route fits a 360 px phone, in Persian and English', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });
  // Dozens of pages on one tab each: the time goes to rendering them, not to waiting.
  test.describe.configure({ timeout: 300_000 });

  test('public pages, signed out', async ({ page }) => {
    const problems = await walk(page, (locale) => publicRoutes(page.request, locale));
    expect(problems, 'routes wider than the phone').toEqual([]);
  });

  test('the user panel, as a reader', async ({ page, playwright, baseURL }) => {
    const staff = await playwright.request.newContext({ baseURL });
    const reader = await registerReader(page.request, await managerHeaders(staff));
    const [first, ...rest] = readerRoutes(reader);
    // complete-information exists only while the profile is incomplete; the rest only after.
    const problems = await walk(page, () => [first!]);
    await completeReader(page.request, reader);
    problems.push(...(await walk(page, () => rest)));
    // Public pages wear the signed-in header too (bell and account menu).
    problems.push(...(await walk(page, () => ['', '/articles'])));
    await staff.dispose();
    expect(problems, 'routes wider than the phone').toEqual([]);
  });

  test('the manager panel, as a manager', async ({ page }) => {
    await signInViaApi(page, 'admin');
    const manager = await managerHeaders(page.request);
    await ensureManagerRecords(page.request, manager);
    const routes = await managerRoutes(page.request, manager);
    const problems = await walk(page, () => routes);
    expect(problems, 'routes wider than the phone').toEqual([]);
  });
});
