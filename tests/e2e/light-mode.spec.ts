import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { firstSlug } from './support/content';
import { axeOf } from './support/axe';

/**
 * Light mode (issue 35 item 5, ADR 0031): a reader turns it on in the header's menu and reads
 * pages without scripts, and turns it off from the notice those pages open with. The weight of a
 * `Save-Data: on` page is checked in page-weight.spec.ts.
 */

function scriptRequests(page: Page): Request[] {
  const scripts: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  return scripts;
}

async function newPhone(browser: Browser) {
  return browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
}

test('a phone reader turns light mode on in the menu, reads every page light, and goes back to the full version from the notice', async ({
  browser,
  request,
}) => {
  const context = await newPhone(browser);
  const page = await context.newPage();
  await page.goto('/fa');
  await page.getByRole('button', { name: 'باز کردن منو' }).click();
  const switchOn = page.getByRole('dialog').getByRole('button', { name: 'حالت سبک برای اینترنت کند' });
  await switchOn.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fa$/);
  await expect(page.locator('html')).toHaveAttribute('data-light', '');
  const notice = page.getByTestId('light-notice');
  await expect(notice).toContainText('نسخهٔ سبک را می‌خوانید');

  // The next page is light too: the choice is remembered, and nothing runs.
  const scripts = scriptRequests(page);
  const article = `/fa/articles/${encodeURIComponent(await firstSlug(request, 'articles', 'fa'))}`;
  await page.goto(article);
  await expect(page.locator('html')).toHaveAttribute('data-light', '');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.prose-body')).not.toBeEmpty();
  expect(scripts.map((script) => script.url())).toEqual([]);
  // What needs a script is not offered, rather than offered dead.
  await expect(page.getByRole('button', { name: 'باز کردن منو' })).toBeHidden();
  await expect(page.getByRole('button', { name: /پسندیدن/ })).toBeHidden();
  await expect(page.getByTestId('theme-toggle')).toBeHidden();
  const fontFamily = await page.locator('h1').evaluate((element) => getComputedStyle(element).fontFamily);
  expect(fontFamily).not.toMatch(/vazirmatn/i);

  await page.getByRole('button', { name: 'نسخهٔ کامل' }).click();
  await expect(page).toHaveURL(new RegExp(`${article}$`));
  await expect(page.locator('html')).not.toHaveAttribute('data-light');
  await expect(page.getByTestId('light-notice')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /پسندیدن/ })).toBeVisible();
  await context.close();
});

test('the reader’s choice wins over the browser’s Save-Data, and a desktop reader finds the switch at the foot of the page', async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
  const page = await context.newPage();
  await page.goto('/en/articles');
  await expect(page.locator('html')).toHaveAttribute('data-light', '');
  await page.getByRole('button', { name: 'Full version' }).click();
  await expect(page).toHaveURL(/\/en\/articles$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-light');

  const lightSwitch = page.getByRole('contentinfo').getByRole('button', { name: 'Light mode for slow connections' });
  await expect(lightSwitch).toBeVisible();
  await lightSwitch.click();
  await expect(page.locator('html')).toHaveAttribute('data-light', '');
  await expect(page.getByTestId('light-notice')).toContainText('You are reading the light version');
  await context.close();
});

test('a light page offers the full version where only it can act (sending a message, creating an account), in both languages', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
  const page = await context.newPage();
  await page.goto('/fa/contact-us');
  await expect(page.locator('html')).toHaveAttribute('data-light', '');
  await expect(page.getByLabel('نام و نام خانوادگی')).toBeHidden();
  await expect(page.getByRole('button', { name: 'ارسال پیام' })).toBeHidden();
  await expect(page.getByTestId('needs-full-version')).toContainText('برای فرستادن پیام، نسخهٔ کامل این صفحه را باز کنید.');

  await page.goto('/en/contact-us');
  const prompt = page.getByTestId('needs-full-version');
  await expect(prompt).toContainText('To send a message, open the full version of this page.');
  expect(await axeOf(page).analyze().then(({ violations }) => violations.map((violation) => violation.id))).toEqual([]);
  await prompt.getByRole('button', { name: 'Full version' }).click();
  await expect(page).toHaveURL(/\/en\/contact-us$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-light');
  await expect(page.getByTestId('needs-full-version')).toBeHidden();
  await expect(page.getByLabel('Full name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();

  // The home's call to register opens a dialog that only the full page's script can show.
  const light = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
  const home = await light.newPage();
  await home.goto('/fa');
  await expect(home.getByTestId('home-register')).toBeHidden();
  await expect(home.getByTestId('needs-full-version')).toContainText('برای ساختن حساب، نسخهٔ کامل این صفحه را باز کنید.');
  await light.close();
  await context.close();
});

test('a light compare page compares the metaverses a reader ticks: the picker is a plain form', async ({ browser, request }) => {
  const response = await request.get('/api/metaverses?per_page=2&locale=en');
  const [a, b] = ((await response.json()) as { data: { id: string; title: string }[] }).data;
  const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
  const page = await context.newPage();
  await page.goto('/en/metaverses/compare');
  await expect(page.locator('html')).toHaveAttribute('data-light', '');
  await page.getByRole('checkbox', { name: a!.title }).check();
  await page.getByRole('checkbox', { name: b!.title }).check();
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(new RegExp(`ids=${a!.id}&ids=${b!.id}`));
  await expect(page.getByRole('table').getByRole('rowheader', { name: 'Definition' })).toBeVisible();
  await context.close();
});

test('a light podcast loads no audio until played, with the browser’s own controls, and a light video page embeds no player', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
  const page = await context.newPage();
  const media: string[] = [];
  page.on('request', (sent) => {
    if (['media', 'document'].includes(sent.resourceType()) && sent.url().includes('/media/') && !sent.url().endsWith('.webp'))
      media.push(sent.url());
  });
  await page.goto(`/en/podcasts/${encodeURIComponent(await firstSlug(request, 'podcasts', 'en'))}`);
  const audio = page.locator('audio');
  await expect(audio).toHaveAttribute('controls', '');
  await expect(audio).toHaveAttribute('preload', 'none');
  await expect(page.getByTestId('media-controls')).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(media).toEqual([]);

  await page.goto(`/fa/videos/${encodeURIComponent(await firstSlug(request, 'videos', 'fa'))}`);
  await expect(page.locator('iframe')).toHaveCount(0);
  const video = page.locator('video');
  if ((await video.count()) > 0) await expect(video).toHaveAttribute('preload', 'none');
  else await expect(page.getByRole('link', { name: 'باز کردن پخش‌کننده' })).toBeVisible();
  await context.close();
});

test('a light article has no accessibility violations in either language and theme', async ({ browser, request }) => {
  for (const [locale, scheme] of [
    ['fa', 'dark'],
    ['en', 'light'],
  ] as const) {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
    await context.addInitScript((chosen) => window.localStorage.setItem('themeScheme', chosen), scheme);
    const page = await context.newPage();
    await page.goto(`/${locale}/articles/${encodeURIComponent(await firstSlug(request, 'articles', locale))}`);
    await expect(page.locator('body')).toHaveClass(new RegExp(`${scheme}-scheme`));
    await expect(page.getByTestId('light-notice')).toBeVisible();
    const { violations } = await axeOf(page).analyze();
    expect(
      violations.map(
        (violation) => `${locale} ${scheme} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
      ),
    ).toEqual([]);
    await context.close();
  }
});
