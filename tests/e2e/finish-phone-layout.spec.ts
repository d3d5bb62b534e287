import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { signInAsNewReader, signInViaApi } from './support/auth';
import { completeReader, managerHeaders, registerReader } from './support/route-fixtures';

// What shows through to the particle field is read from the page's own backgrounds (readSurfaces),
// never from the canvas: the field stays off (the suite's reduced motion), whose redrawing on two
// cores made each of these checks several times slower.

/**
 * "Finished in a person's hands", second pass: what a reader met on a 390 px phone or a 1280 px
 * desktop, in the language and theme where it was seen. Every state change is a fresh account's.
 */

type Scheme = 'dark' | 'light';
type Locale = 'fa' | 'en';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const json = { accept: 'application/json' };

async function prefer(page: Page, scheme: Scheme): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('themeScheme', value), scheme);
}

/**
 * In the page: how opaque what `element` is read on is, its own background and those of its
 * ancestors below <body> (whose colour the particle field is drawn over), stacked (a tint on a card
 * is as opaque as the card), 0 when nothing between it and <body> paints; and its visible text read
 * on less than a near-opaque surface (stacked alpha < 0.9), as "tag: text". Self-contained: it is
 * sent to the browser as source.
 */
function readSurfaces(element: Element): { alpha: number; textOnTheField: string[] } {
  const alphaOf = (color: string) => {
    if (color === 'transparent') return 0;
    const slash = color.match(/\/\s*([\d.]+)(%?)\s*\)$/);
    if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
    const rgba = color.match(/^rgba\(([^)]+)\)$/);
    return rgba ? Number(rgba[1]!.split(',')[3] ?? 1) : 1;
  };
  const surface = (start: Element) => {
    let seeThrough = 1;
    for (let node: Element | null = start; node && node !== document.body && seeThrough > 0.1; node = node.parentElement) {
      seeThrough *= 1 - alphaOf(getComputedStyle(node).backgroundColor);
    }
    return 1 - seeThrough;
  };
  const bare: string[] = [];
  const seen = new Set<Element>();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const parent = text.parentElement;
    if (!parent || seen.has(parent) || !text.textContent?.trim()) continue;
    seen.add(parent);
    const box = parent.getBoundingClientRect();
    // Hidden, screen-reader-only (1 px) and decorative text is not read on the page.
    if (box.width <= 1 || box.height <= 1 || parent.closest('[aria-hidden="true"]')) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (surface(parent) < 0.9) bare.push(`${parent.tagName.toLowerCase()}: ${text.textContent.trim().slice(0, 60)}`);
  }
  return { alpha: surface(element), textOnTheField: bare };
}

async function surfaceAlpha(locator: Locator): Promise<number> {
  return (await locator.evaluate(readSurfaces)).alpha;
}

async function textOnTheField(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return (await page.locator('main').evaluate(readSurfaces)).textOnTheField;
}

/** The page's heading, every form in `main`, and no reading text on the field. */
async function expectEverythingOnSurfaces(page: Page, address: string): Promise<void> {
  const heading = page.locator('main h1').first();
  await expect(heading, address).toBeVisible();
  expect(await surfaceAlpha(heading), `${address}: the heading`).toBeGreaterThanOrEqual(0.9);
  for (const form of await page.locator('main form').all()) {
    if (!(await form.isVisible())) continue;
    expect(await surfaceAlpha(form), `${address}: a form`).toBeGreaterThanOrEqual(0.9);
  }
  expect(await textOnTheField(page), `${address}: text on the particle field`).toEqual([]);
}

async function metaverseIds(request: APIRequestContext, locale: Locale, count: number): Promise<{ id: string; title: string }[]> {
  const response = await request.get(`/api/metaverses?locale=${locale}&per_page=${count}`, { headers: json });
  expect(response.status()).toBe(200);
  const items = ((await response.json()) as { data: { id: string; title: string }[] }).data;
  expect(items.length).toBeGreaterThanOrEqual(count);
  return items;
}

/** An admin's page in a context of its own, at the test's size and scheme. */
async function adminPage(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number }, scheme: Scheme): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await prefer(page, scheme);
  await signInViaApi(page, 'admin');
  return page;
}

test.describe('1. notifications on a phone', () => {
  test.use({ viewport: phone, hasTouch: true });

  const words = {
    fa: { unread: 'خوانده‌نشده', open: 'باز کردن', markRead: 'علامت‌گذاری به‌عنوان خوانده‌شده' },
    en: { unread: 'Unread', open: 'Open', markRead: 'Mark as read' },
  } as const;

  for (const [locale, scheme] of [['fa', 'dark'], ['fa', 'light'], ['en', 'light']] as const) {
    test(`an unread notification is an opaque card whose text takes the width, with its actions below (${locale}, ${scheme})`, async ({ page, playwright, baseURL }) => {
      await prefer(page, scheme);
      const { id } = await signInAsNewReader(page);
      const staff = await playwright.request.newContext({ baseURL });
      const sent = await staff.post('/api/manager/notifications', {
        headers: await managerHeaders(staff),
        data: {
          title_fa: 'ثبت‌نام رویداد ماهانهٔ جامعه باز شد',
          title_en: 'Registration for the monthly community event is open',
          text_fa: 'جای شما در نشست این ماه دربارهٔ زمین‌های متاورس محفوظ است؛ تا پنجشنبه ثبت‌نام کنید.',
          text_en: 'Your seat at this month’s meetup about metaverse land is waiting; register before Thursday.',
          audience: 'users',
          user_ids: [id],
          link: `/${locale}/user/panel/events`,
        },
      });
      expect(sent.status()).toBe(201);
      await staff.dispose();

      await page.goto(`/${locale}/user/panel/notifications`);
      const card = page.getByTestId('notification-list').locator('li').first();
      const w = words[locale];
      const badge = card.getByText(w.unread, { exact: true });
      await expect(badge).toBeVisible();
      await expect(card.getByRole('button', { name: w.markRead })).toBeVisible();

      // Opaque, unread tint and all: the particle field never shows through.
      expect(await surfaceAlpha(card)).toBeGreaterThanOrEqual(0.9);

      // The title, the text and the date take the card's width, not a thin column beside the buttons.
      const cardBox = (await card.boundingBox())!;
      const inner = cardBox.width - 2 * 16;
      for (const part of [card.locator('p').first(), card.locator('time')]) {
        const box = (await part.boundingBox())!;
        expect(box.width, 'a text part of the card').toBeGreaterThanOrEqual(inner * 0.8);
      }
      const text = card.locator('p').first();
      const lines = await text.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));
      expect(lines, 'the text wraps many words a line, not one').toBeLessThanOrEqual(4);

      // The actions wrap below the text and cover nothing: the badge is what is seen at its centre.
      const textBox = (await text.boundingBox())!;
      const badgeBox = (await badge.boundingBox())!;
      for (const button of await card.getByRole('button', { name: new RegExp(`${w.open}|${w.markRead}`) }).all()) {
        const box = (await button.boundingBox())!;
        expect(box.y, 'an action sits below the text').toBeGreaterThanOrEqual(textBox.y + textBox.height - 1);
        expect(box.x).toBeGreaterThanOrEqual(cardBox.x - 0.5);
        expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
      }
      const atCentre = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? '',
        { x: badgeBox.x + badgeBox.width / 2, y: badgeBox.y + badgeBox.height / 2 },
      );
      expect(atCentre).toBe(w.unread);
    });
  }
});

test.describe('2. text on the particle field', () => {
  // Worst in magenta on the light theme; seen on a phone in Persian and on a desktop in English.
  for (const { locale, viewport, scheme } of [
    { locale: 'fa', viewport: phone, scheme: 'light' },
    { locale: 'en', viewport: desktop, scheme: 'light' },
    { locale: 'fa', viewport: desktop, scheme: 'dark' },
  ] as const) {
    test(`titles, introductions and forms stand on opaque surfaces (${locale}, ${viewport.width} px, ${scheme})`, async ({ page, playwright, browser, baseURL }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await prefer(page, scheme);
      const [a, b] = await metaverseIds(page.request, locale, 2);
      const query = locale === 'fa' ? 'متاورس' : 'metaverse';
      const publicPages = [
        `/${locale}`,
        `/${locale}/articles`,
        `/${locale}/search?q=${encodeURIComponent(query)}`,
        `/${locale}/metaverses/compare?ids=${a!.id},${b!.id}`,
        `/${locale}/no-such-page`,
      ];
      for (const address of publicPages) {
        await page.goto(address);
        await expectEverythingOnSurfaces(page, address);
      }
      const hero = page.locator('main section').first();
      await page.goto(`/${locale}`);
      expect(await surfaceAlpha(hero), 'the home hero').toBeGreaterThanOrEqual(0.9);

      // A reader: the complete-information form first, then the panel's pages.
      const staff = await playwright.request.newContext({ baseURL });
      const reader = await registerReader(page.request, await managerHeaders(staff));
      await staff.dispose();
      await page.goto(`/${locale}/user/panel/complete-information`);
      await expect(page.locator('main form')).toBeVisible();
      await expectEverythingOnSurfaces(page, 'complete-information');
      await completeReader(page.request, reader);
      for (const address of ['events', 'notifications', 'whereToStart', `whereToStart/${reader.guideId}`].map((path) => `/${locale}/user/panel/${path}`)) {
        await page.goto(address);
        await expectEverythingOnSurfaces(page, address);
      }

      // The manager's event form.
      const admin = await adminPage(browser, baseURL, viewport, scheme);
      await admin.goto(`/${locale}/manager/panel/events/create`);
      await expect(admin.locator('main form')).toBeVisible();
      await expectEverythingOnSurfaces(admin, 'manager events/create');
      await admin.context().close();
    });
  }
});

test.describe('6. where-to-start wording', () => {
  test.use({ viewport: phone, hasTouch: true });

  test('the guide names the check with the control’s own word, and each step’s marker is that control (fa)', async ({ page, playwright, baseURL }) => {
    await signInAsNewReader(page);
    const staff = await playwright.request.newContext({ baseURL });
    const manager = await managerHeaders(staff);
    const [article] = ((await (await staff.get('/api/articles?locale=fa&per_page=1&page=3', { headers: json })).json()) as { data: { id: string; slug: string }[] }).data;
    expect(article).toBeDefined();
    const guide = await staff.post('/api/manager/where-to-start', {
      headers: manager,
      data: { title_fa: `راهنمای علامت ${Date.now().toString(36)}`, title_en: `Marks guide ${Date.now().toString(36)}`, status: 'published' },
    });
    expect(guide.status()).toBe(201);
    const guideId = ((await guide.json()) as { data: { id: string } }).data.id;
    expect((await staff.post(`/api/manager/where-to-start/${guideId}/items`, { headers: manager, data: { content_id: article!.id } })).status()).toBe(201);
    await staff.dispose();

    // The item page's control is «دیده‌شده»; the guide's introduction says the same word.
    await page.goto(`/fa/articles/${article!.slug}`);
    await expect(page.getByRole('group', { name: 'پسندیدن، ذخیره و علامت دیده‌شده' }).getByRole('button', { name: /دیده‌شده/ })).toBeVisible();
    await page.goto('/fa/user/panel/whereToStart');
    const lead = page.locator('main h1 + p');
    await expect(lead).toContainText('«دیده‌شده»');
    await expect(page.locator('main')).not.toContainText('انجام شد');

    // On the guide, the step's round marker is the control itself: it marks the step and the progress follows.
    await page.goto(`/fa/user/panel/whereToStart/${guideId}`);
    const step = page.locator('main ol > li').first();
    // Nothing in the step looks like a control without being one.
    await expect(step.locator('svg:not(button svg)')).toHaveCount(0);
    const marker = step.getByRole('button', { name: 'دیده‌شده' });
    await expect(marker).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('guide-progress')).toHaveText('۰ از ۱ دیده‌شده');
    await marker.click();
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('guide-progress')).toHaveText('۱ از ۱ دیده‌شده');
    const state = await page.request.get(`/api/user/checks/articles/${article!.id}`, { headers: json });
    expect(((await state.json()) as { data: { active: boolean } }).data.active).toBe(true);
    await page.reload();
    await expect(step.getByRole('button', { name: 'دیده‌شده' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('main')).not.toContainText('انجام شد');

    // And it takes the mark back.
    await step.getByRole('button', { name: 'دیده‌شده' }).click();
    await expect(page.getByTestId('guide-progress')).toHaveText('۰ از ۱ دیده‌شده');
  });
});

test.describe('11. compare on a phone', () => {
  test('a phone compares the chosen items side by side, attribute by attribute; a desktop keeps the table (fa)', async ({ page }) => {
    const items = await metaverseIds(page.request, 'fa', 3);
    await page.setViewportSize(phone);
    await page.goto(`/fa/metaverses/compare?ids=${items.map((item) => item.id).join(',')}`);
    await expect(page.getByRole('table')).toBeHidden();
    const stacked = page.getByTestId('compare-stacked');
    await expect(stacked).toBeVisible();
    // One attribute: a card naming it, with every chosen item's value, each named by its item.
    const definition = stacked.locator('li').filter({ has: page.getByRole('heading', { name: 'تعریف', exact: true }) });
    await expect(definition).toHaveCount(1);
    const values = definition.getByTestId('compare-value');
    await expect(values).toHaveCount(3);
    for (const [index, item] of items.entries()) await expect(values.nth(index).locator('dt')).toHaveText(item.title);
    const boxes = await Promise.all([0, 1, 2].map(async (index) => (await values.nth(index).boundingBox())!));
    // Side by side, all on screen: the same row, nothing past either edge, no sideways scrolling.
    expect(Math.abs(boxes[0]!.y - boxes[1]!.y)).toBeLessThan(1);
    expect(Math.abs(boxes[1]!.y - boxes[2]!.y)).toBeLessThan(1);
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
      expect(box.width).toBeGreaterThanOrEqual(90);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

    await page.setViewportSize(desktop);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(stacked).toBeHidden();
    await expect(page.getByRole('table').getByRole('rowheader', { name: 'تعریف' })).toBeVisible();
  });
});

test.describe('14. the 403 page', () => {
  test.use({ viewport: desktop });

  const words = {
    fa: { title: 'دسترسی ممنوع', site: 'دروازه', message: 'شما اجازه دیدن این صفحه را ندارید.', detail: 'پنل مدیریت', badge: 'مدیریت', own: 'پنل من' },
    en: { title: 'Access denied', site: 'Darvazeh', message: 'You do not have permission to see this page.', detail: 'manager panel', badge: 'Management', own: 'My panel' },
  } as const;

  for (const [locale, address] of [['fa', '/fa/manager/panel'], ['en', '/en/manager/panel/comments']] as const) {
    test(`a reader in the manager panel meets a titled 403 that says what is refused, in their own panel (${locale})`, async ({ page }) => {
      const w = words[locale];
      await signInViaApi(page, 'user');
      const response = await page.goto(address);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);
      await expect(page).toHaveTitle(`${w.site} | ${w.title}`);
      await expect(page.getByTestId('error-message')).toHaveText(w.message);
      await expect(page.getByTestId('error-detail')).toContainText(w.detail);
      // The reader's own frame: their panel's badge and sidebar, nothing of the manager's.
      const header = page.getByRole('banner');
      await expect(header.getByText(w.own, { exact: true })).toBeVisible();
      await expect(header.getByText(w.badge, { exact: true })).toHaveCount(0);
      const sidebar = page.locator('aside nav a');
      expect(await sidebar.count()).toBeGreaterThan(3);
      const links = await sidebar.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(links.every((href) => href.startsWith(`/${locale}/user/panel/`)), links.join(' ')).toBe(true);
    });
  }
});

test.describe('15. the phone menu and the Bitcoin text', () => {
  test.use({ viewport: phone, hasTouch: true });

  const words = {
    fa: { menu: 'باز کردن منو', links: ['درباره ما', 'پرسش‌های پرتکرار', 'تماس با ما'] },
    en: { menu: 'Open menu', links: ['About us', 'FAQ', 'Contact us'] },
  } as const;
  const paths = ['/about-us', '/faq', '/contact-us'];

  for (const locale of ['fa', 'en'] as const) {
    test(`the phone menu links the about, FAQ and contact pages (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/articles`);
      for (const [index, name] of words[locale].links.entries()) {
        await page.getByRole('button', { name: words[locale].menu }).click();
        const sheet = page.getByRole('dialog');
        const link = sheet.getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/${locale}${paths[index]}$`));
        await expect(sheet).toBeHidden();
      }
    });
  }

  test('the Persian Bitcoin page says «است» once', async ({ page }) => {
    const coins = await page.request.get('/api/coins?locale=fa&per_page=50', { headers: json });
    const bitcoin = ((await coins.json()) as { data: { slug: string; attributes: { symbol: string } }[] }).data.find((coin) => coin.attributes.symbol === 'BTC');
    expect(bitcoin).toBeDefined();
    await page.goto(`/fa/coins/${encodeURIComponent(bitcoin!.slug)}`);
    await expect(page.locator('main')).toContainText('بیت‌کوین');
    expect(await page.locator('main').innerText()).not.toMatch(/است\s+است/);
    await page.goto('/fa/coins');
    expect(await page.locator('main').innerText()).not.toMatch(/است\s+است/);
  });
});
