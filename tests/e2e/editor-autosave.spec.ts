import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { jsonWriteHeaders, ownClientAddress, signInViaApi } from './support/auth';
import { axeOf } from './support/axe';

/**
 * An editor never loses work (ADR 0021): what is typed is kept as the editor's own working copy
 * a few seconds after typing stops, and reopening the item (after the tab was killed) offers it
 * back; restore fills the form, discard drops it.
 */

const PERSIAN_DIGIT = /[۰-۹]/;
const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const editorPermissions = [
  'dashboard.view',
  'articles.view',
  'articles.create',
  'articles.update',
  'events.view',
  'events.create',
  'events.update',
  'where-to-start.view',
  'where-to-start.create',
];

async function dataOf<T>(response: Awaited<ReturnType<Page['request']['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** A fresh account made a manager of articles, events and guides by the administrator: working copies are per user. */
async function newEditor(browser: Browser): Promise<BrowserContext> {
  const admin = await browser.newPage();
  await signInViaApi(admin, 'admin');
  const headers = await jsonWriteHeaders(admin);
  const role = await dataOf<{ id: string }>(
    await admin.request.post('/api/manager/roles', { headers, data: { name: `autosave-${suffix()}`, title: `Autosave desk ${suffix()}` } }),
    201,
  );
  const all = await dataOf<{ id: string; name: string }[]>(await admin.request.get('/api/manager/permissions', { headers: { accept: 'application/json' } }));
  const ids = all.filter((permission) => editorPermissions.includes(permission.name)).map((permission) => permission.id);
  await dataOf(await admin.request.put(`/api/manager/roles/${role.id}/permissions`, { headers, data: { permissions: ids } }));

  const context = await browser.newContext();
  const name = `editor_${suffix()}`;
  const password = 'a-long-secret-1';
  const registered = await dataOf<{ user: { id: string } }>(
    await context.request.post('/api/user/authentication/register', {
      headers: { accept: 'application/json', ...ownClientAddress() },
      data: { username: name, email: `${name}@example.com`, password, password_confirmation: password, terms_and_conditions: true },
    }),
    201,
  );
  await dataOf(await admin.request.patch(`/api/manager/users/${registered.user.id}`, { headers, data: { is_manager: true, roles: [role.id] } }));
  await admin.close();
  return context;
}

/**
 * A slow connection: the answer to `method` on `pathname` is held until `answer()`, so the test can
 * type on once the request has left (`sent`).
 */
async function slowAnswer(page: Page, pathname: string, method: string) {
  const { promise: released, resolve: answer } = Promise.withResolvers<void>();
  const matches = (address: URL) => address.pathname === pathname;
  await page.route(matches, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  const sent = page.waitForRequest((request) => matches(new URL(request.url())) && request.method() === method);
  return { sent, answer };
}

/** The autosave has reached the server: the indicator says when, in the page's digits. */
async function expectDraftSaved(page: Page, language: 'en' | 'fa' = 'en') {
  const status = page.getByTestId('autosave-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await expect(status).toHaveText(language === 'en' ? /^Draft saved at \d{1,2}:\d{2}/ : PERSIAN_DIGIT);
}

/** axe on the form (offer, fields, save state) in the scheme the page was opened in. */
async function expectAccessibleForm(page: Page) {
  const { violations } = await axeOf(page).include('main form').analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The colour scheme every page of `context` opens in. */
async function openInScheme(context: BrowserContext, scheme: 'dark' | 'light') {
  await context.addInitScript((value) => localStorage.setItem('themeScheme', value), scheme);
}

test('an article typed in both languages comes back after the tab is killed, and a real save ends the copy', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newEditor(browser);
  const page = await context.newPage();
  const headers = await jsonWriteHeaders(page);
  const article = await dataOf<{ id: string }>(
    await page.request.post('/api/manager/articles', {
      headers,
      data: { status: 'draft', translations: { en: { title: `Stored title ${suffix()}`, body: '<p>Stored body.</p>' } } },
    }),
    201,
  );
  const editUrl = `/en/manager/panel/articles/${article.id}/edit`;
  // Its own Persian title: the slug made from it must be free.
  const faTitle = `عنوان تازهٔ فارسی ${suffix()}`;

  await page.goto(editUrl);
  const fa = page.getByRole('region', { name: 'Persian' });
  const en = page.getByRole('region', { name: 'English' });
  await fa.getByLabel('Title', { exact: true }).fill(faTitle);
  await fa.getByLabel('Excerpt', { exact: true }).fill('خلاصه‌ای که هنوز ذخیره نشده.');
  await en.getByLabel('Title', { exact: true }).fill('A title typed but never saved');
  await en.getByRole('textbox', { name: 'Body (English)' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('A body typed but never saved.');
  await expectDraftSaved(page);
  // The status may still show the save of the titles while the body's waits for its pause; the tab
  // is killed once the copy holds the body (what the reader typed last).
  await expect
    .poll(async () => JSON.stringify(await dataOf(await page.request.get(`/api/manager/working-copies/articles/${article.id}`, { headers: { accept: 'application/json' } }))), { timeout: 15_000 })
    .toContain('A body typed but never saved.');
  // Killed: no save, no unload prompt.
  await page.close();

  const reopened = await context.newPage();
  await reopened.goto(editUrl);
  const offer = reopened.getByTestId('working-copy-offer');
  await expect(offer).toContainText(/Unsaved changes from \d{1,2}:\d{2}/);
  const fa2 = reopened.getByRole('region', { name: 'Persian' });
  const en2 = reopened.getByRole('region', { name: 'English' });
  await expect(en2.getByLabel('Title', { exact: true })).toHaveValue(/^Stored title/);
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(offer).toBeHidden();
  await expect(fa2.getByLabel('Title', { exact: true })).toHaveValue(faTitle);
  await expect(fa2.getByLabel('Excerpt', { exact: true })).toHaveValue('خلاصه‌ای که هنوز ذخیره نشده.');
  await expect(en2.getByLabel('Title', { exact: true })).toHaveValue('A title typed but never saved');
  await expect(en2.getByRole('textbox', { name: 'Body (English)' })).toHaveText('A body typed but never saved.');

  // The published side never saw any of it; a real save takes it and the copy is gone.
  const stored = await dataOf<{ translations: { en: { title: string } } }>(await reopened.request.get(`/api/manager/articles/${article.id}`, { headers: { accept: 'application/json' } }));
  expect(stored.translations.en.title).toMatch(/^Stored title/);
  await reopened.getByRole('button', { name: 'Save changes' }).click();
  await expect(reopened.getByText('Unsaved changes', { exact: true })).toBeHidden();
  await expect
    .poll(async () => dataOf(await reopened.request.get(`/api/manager/working-copies/articles/${article.id}`, { headers: { accept: 'application/json' } })))
    .toBeNull();
  await reopened.reload();
  await expect(reopened.getByRole('region', { name: 'English' }).getByLabel('Title', { exact: true })).toHaveValue('A title typed but never saved');
  await expect(reopened.getByTestId('working-copy-offer')).toHaveCount(0);
  await context.close();
});

test('a new article never saved is offered again, even when the tab is hidden and closed before the pause ends', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newEditor(browser);
  const page = await context.newPage();
  await page.goto('/en/manager/panel/articles/create');
  const title = `Never saved ${suffix()}`;
  await page.getByRole('region', { name: 'Persian' }).getByLabel('Title', { exact: true }).fill('مقالهٔ تازه‌ای که ذخیره نشد');
  await page.getByRole('region', { name: 'English' }).getByLabel('Title', { exact: true }).fill(title);
  // The tab is hidden (switched away, or closing) and gone at once: the copy leaves as it goes.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.close();
  await expect
    .poll(async () => ((await dataOf<{ payload: unknown } | null>(await context.request.get('/api/manager/working-copies/articles/new', { headers: { accept: 'application/json' } }))) ? 'kept' : 'none'))
    .toBe('kept');

  const reopened = await context.newPage();
  await reopened.goto('/en/manager/panel/articles/create');
  const offer = reopened.getByTestId('working-copy-offer');
  await expect(offer).toContainText('Unsaved changes from');
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(reopened.getByRole('region', { name: 'English' }).getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(reopened.getByRole('region', { name: 'Persian' }).getByLabel('Title', { exact: true })).toHaveValue('مقالهٔ تازه‌ای که ذخیره نشد');
  await context.close();
});

test('what is typed while a new article is being created is offered on its edit page', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newEditor(browser);
  const page = await context.newPage();
  await page.goto('/en/manager/panel/articles/create');
  const id = suffix();
  const title = () => page.getByRole('region', { name: 'English' }).getByLabel('Title', { exact: true });
  await title().fill(`Sent when created ${id}`);
  const create = await slowAnswer(page, '/api/manager/articles', 'POST');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await create.sent;
  await title().fill(`Typed while creating ${id}`);
  create.answer();

  await page.waitForURL(/\/manager\/panel\/articles\/[0-9a-f-]{36}\/edit$/);
  await expect(title()).toHaveValue(`Sent when created ${id}`);
  const offer = page.getByTestId('working-copy-offer');
  await expect(offer).toContainText('Unsaved changes from');
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(title()).toHaveValue(`Typed while creating ${id}`);
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await context.close();
});

test('what is typed while an event is being saved is offered when it is opened again, not lost with the page the save leaves', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newEditor(browser);
  const page = await context.newPage();
  const start = new Date(Date.now() + 7 * 86_400_000);
  const event = await dataOf<{ id: string }>(
    await page.request.post('/api/manager/events', {
      headers: await jsonWriteHeaders(page),
      data: {
        title_fa: `کارگاه ${suffix()}`,
        title_en: `Workshop ${suffix()}`,
        start_date: start.toISOString(),
        expire_datetime: new Date(start.getTime() + 7_200_000).toISOString(),
        status: 'draft',
      },
    }),
    201,
  );
  await page.goto(`/en/manager/panel/events/${event.id}/edit`);
  const description = page.getByLabel('English description');
  await description.fill('Sent with the save.');
  const save = await slowAnswer(page, `/api/manager/events/${event.id}`, 'PATCH');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await save.sent;
  await description.fill('Typed while it was saving.');
  save.answer();

  // The save goes on to the list; the edit page offers what was typed meanwhile.
  await page.waitForURL(/\/manager\/panel\/events$/);
  await page.goto(`/en/manager/panel/events/${event.id}/edit`);
  await expect(description).toHaveValue('Sent with the save.');
  const offer = page.getByTestId('working-copy-offer');
  await expect(offer).toContainText('Unsaved changes from');
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(description).toHaveValue('Typed while it was saving.');
  await context.close();
});

test('an event typed in Persian is offered in Persian digits after the browser is closed; discard drops it', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newEditor(browser);
  const page = await context.newPage();
  await page.goto('/fa/manager/panel/events/create');
  const title = `دورهمی پیش‌نویس ${suffix()}`;
  await page.getByLabel('عنوان فارسی').fill(title);
  await page.getByLabel('عنوان انگلیسی').fill('Draft meetup');
  await page.getByLabel('توضیح انگلیسی').fill('Typed, kept, never sent.');
  await expectDraftSaved(page, 'fa');
  const session = await context.storageState();
  await context.close();

  const again = await browser.newContext({ storageState: session });
  await openInScheme(again, 'dark');
  const reopened = await again.newPage();
  await reopened.goto('/fa/manager/panel/events/create');
  const offer = reopened.getByTestId('working-copy-offer');
  await expect(offer).toContainText('تغییرات ذخیره‌نشده از');
  await expect(offer).toContainText(PERSIAN_DIGIT);
  await expect(offer).not.toContainText(/\d/);
  await expectAccessibleForm(reopened);
  await offer.getByRole('button', { name: 'بازگرداندن' }).click();
  await expect(reopened.getByLabel('عنوان فارسی')).toHaveValue(title);
  await expect(reopened.getByLabel('توضیح انگلیسی')).toHaveValue('Typed, kept, never sent.');

  // Opened once more on a phone, scrolled to the end of the form: the browser restores that place on
  // reload, and the offer at the top is brought into view and to the keyboard.
  await reopened.setViewportSize({ width: 390, height: 844 });
  await reopened.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => reopened.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await reopened.reload();
  await expect(reopened.getByTestId('working-copy-offer')).toBeInViewport();
  await expect(reopened.getByTestId('working-copy-offer')).toBeFocused();
  // Discarding it leaves an empty form for good.
  await reopened.getByTestId('working-copy-offer').getByRole('button', { name: 'دور ریختن' }).click();
  await expect(reopened.getByTestId('working-copy-offer')).toHaveCount(0);
  await expect(reopened.getByLabel('عنوان فارسی')).toHaveValue('');
  await reopened.reload();
  await expect(reopened.getByLabel('عنوان فارسی')).toBeVisible();
  await expect(reopened.getByTestId('working-copy-offer')).toHaveCount(0);
  await again.close();
});

test('a guide typed while the connection is down says it will retry, warns before leaving, and is kept on retry', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newEditor(browser);
  await openInScheme(context, 'light');
  const page = await context.newPage();
  await page.goto('/en/manager/panel/whereToStart/create');
  // The connection to the autosave drops (the page's own scripts stay loaded, as in a real outage
  // after the page was open): the request fails as a network error does.
  const autosaveAddress = '**/api/manager/working-copies/**';
  await page.waitForLoadState('networkidle');
  await page.route(autosaveAddress, (route) => (route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback()));
  await page.getByLabel('English title').fill('A guide written on a train');
  await page.getByLabel('Persian title').fill('راهنمایی که در قطار نوشته شد');
  const status = page.getByTestId('autosave-status');
  await expect(status).toHaveAttribute('data-state', 'offline', { timeout: 15_000 });
  await expect(status).toHaveText('Offline: the draft will be sent when the connection is back.');
  await expectAccessibleForm(page);

  // Unsent work: a link away asks first, and staying keeps it.
  let warning = '';
  page.once('dialog', (dialog) => {
    warning = dialog.message();
    void dialog.dismiss();
  });
  await page.locator('aside nav a[href="/en/manager/panel/events"]').click();
  expect(warning).toContain('unsaved changes');
  await expect(page).toHaveURL(/\/whereToStart\/create$/);

  await page.unroute(autosaveAddress);
  await page.getByRole('button', { name: 'Retry now' }).click();
  await expectDraftSaved(page);
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto('/en/manager/panel/whereToStart/create');
  await expect(reopened.getByTestId('working-copy-offer')).toContainText('Unsaved changes from');
  await expectAccessibleForm(reopened);
  await reopened.getByRole('button', { name: 'Restore' }).click();
  await expect(reopened.getByLabel('English title')).toHaveValue('A guide written on a train');
  await context.close();
});
