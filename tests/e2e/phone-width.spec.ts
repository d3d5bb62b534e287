import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from './support/auth';
import { completeReader, ensureManagerRecords, managerHeaders, managerRoutes, publicRoutes, readerRoutes, registerReader, type WalkLocale } from './support/every-route';

const locales: WalkLocale[] = ['fa', 'en'];

/**
 * What is wider than the screen on the page now: the page's width and the first elements past the
 * edge the page scrolls towards (the right in English, the left in Persian) that no scroll box
 * of theirs clips. An absolutely placed child escapes a scroll box that is not its containing
 * block, so for those the containing block decides.
 */
async function overflowOf(page: Page): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const { scrollWidth } = document.documentElement;
    const isRtl = getComputedStyle(document.documentElement).direction === 'rtl';
    const isPast = (box: DOMRect) => (isRtl ? box.left < -0.5 : box.right > innerWidth + 0.5);
    const isClipped = (element: HTMLElement) => {
      const isPlaced = ['absolute', 'fixed'].includes(getComputedStyle(element).position);
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        if (getComputedStyle(ancestor).overflowX === 'visible' || isPast(ancestor.getBoundingClientRect())) continue;
        if (!isPlaced || (element.offsetParent && ancestor.contains(element.offsetParent))) return true;
      }
      return false;
    };
    const culprits: string[] = [];
    if (scrollWidth > innerWidth) {
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        const box = element.getBoundingClientRect();
        if ((box.width === 0 && box.height === 0) || !isPast(box) || isClipped(element)) continue;
        // Only the outermost: a child of an element already named adds nothing.
        if (element.parentElement?.closest('[data-overflow-culprit]')) continue;
        element.setAttribute('data-overflow-culprit', '');
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 4).join('.')}`;
        culprits.push(`${name} [${Math.round(box.left)}…${Math.round(box.right)}]`);
        if (culprits.length >= 3) break;
      }
    }
    return { scrollWidth, innerWidth, culprits };
  });
}

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
