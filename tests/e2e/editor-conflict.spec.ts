import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminHeaders, signInViaApi } from './support/auth';

/**
 * Two managers on one article: each sees that the other is editing it. Saves from the same
 * version merge field by field (ADR 0019): changes to different fields or languages both stay
 * without a dialog; only a field both changed asks, and the dialog opens on that field's two
 * versions with no action as its default.
 */

type Viewport = { width: number; height: number };
const desktop: Viewport = { width: 1366, height: 900 };
const phone: Viewport = { width: 390, height: 844 };

async function editorAs(browser: Browser, who: 'admin' | 'manager', url: string, viewport: Viewport = desktop): Promise<Page> {
  const isPhone = viewport.width < 500;
  const page = await (await browser.newContext({ viewport, isMobile: isPhone, hasTouch: isPhone })).newPage();
  await signInViaApi(page, who);
  await page.goto(url);
  return page;
}

const englishTitle = (page: Page) => page.getByRole('region', { name: 'English' }).getByLabel('Title', { exact: true });

async function save(page: Page, id: string, label = 'Save changes'): Promise<number> {
  const response = page.waitForResponse((r) => r.url().endsWith(`/api/manager/articles/${id}`) && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: label }).click();
  return (await response).status();
}

test('a manager on a phone in Persian and one on a desktop in English, editing one title each, keep both titles', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const suffix = Date.now().toString(36);
  const created = await request.post('/api/manager/articles', {
    headers,
    data: {
      status: 'draft',
      attributes: {},
      translations: { fa: { title: `پیش‌نویس مشترک ${suffix}`, body: '<p>متن مشترک.</p>' }, en: { title: `Shared draft ${suffix}`, body: '<p>Shared body.</p>' } },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;

  const onPhone = await editorAs(browser, 'manager', `/fa/manager/panel/articles/${id}/edit`, phone);
  const onDesktop = await editorAs(browser, 'admin', `/en/manager/panel/articles/${id}/edit`, desktop);
  await expect(onPhone.locator('html')).toHaveAttribute('dir', 'rtl');
  const persianTitle = `عنوان تازه از گوشی ${suffix}`;
  const desktopTitle = `A new title from the desktop ${suffix}`;

  await onPhone.getByRole('region', { name: 'فارسی' }).getByLabel('عنوان', { exact: true }).fill(persianTitle);
  expect(await save(onPhone, id, 'ذخیره تغییرات')).toBe(200);

  // The desktop still stands on version 1: its save merges instead of asking.
  await englishTitle(onDesktop).fill(desktopTitle);
  expect(await save(onDesktop, id)).toBe(200);
  await expect(onDesktop.getByRole('dialog')).toHaveCount(0);
  await expect(onDesktop.getByText('Changes saved.')).toBeVisible();
  // The editor reloads the merged item: the phone's Persian title is in its form now.
  await expect(onDesktop.getByRole('region', { name: 'Persian' }).getByLabel('Title', { exact: true })).toHaveValue(persianTitle);

  const stored = await request.get(`/api/manager/articles/${id}`, { headers });
  const { data } = (await stored.json()) as { data: { version: number; translations: Record<'fa' | 'en', { title: string }> } };
  expect(data.translations.fa.title).toBe(persianTitle);
  expect(data.translations.en.title).toBe(desktopTitle);
  expect(data.version).toBe(3);

  await onPhone.context().close();
  await onDesktop.context().close();
});

test('two managers who change the same field see each other, and the later save is asked about that field only', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const suffix = Date.now().toString(36);
  const created = await request.post('/api/manager/articles', {
    headers,
    data: { status: 'draft', attributes: {}, translations: { en: { title: `Shared draft ${suffix}`, body: '<p>Shared body.</p>' } } },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const url = `/en/manager/panel/articles/${id}/edit`;

  const maryam = await editorAs(browser, 'admin', url);
  const reza = await editorAs(browser, 'manager', url);
  // Each sees the other within a heartbeat or two.
  await expect(reza.getByText('Maryam Rahimi is also editing this item.')).toBeVisible({ timeout: 25_000 });
  await expect(maryam.getByText('Reza Karimi is also editing this item.')).toBeVisible({ timeout: 25_000 });

  await englishTitle(maryam).fill(`Maryam's title ${suffix}`);
  expect(await save(maryam, id)).toBe(200);

  await englishTitle(reza).fill(`Reza's title ${suffix}`);
  expect(await save(reza, id)).toBe(409);
  const conflict = reza.getByRole('dialog', { name: 'You both changed the same fields' });
  await expect(conflict).toContainText('Maryam Rahimi saved version 2');
  // It opens on the field both changed, theirs beside mine, and no action holds the focus.
  const fields = conflict.getByLabel('Fields you both changed');
  await expect(fields).toBeFocused();
  await expect(fields.getByRole('term')).toHaveText(['Title (English)']);
  await expect(fields.getByRole('definition')).toContainText(`Maryam's title ${suffix}`);
  await expect(fields.getByRole('definition')).toContainText(`Reza's title ${suffix}`);
  await expect(conflict.getByRole('link', { name: 'Compare all their changes' })).toHaveAttribute('href', new RegExp(`/articles/${id}/revisions\\?from=1&to=2$`));
  await conflict.getByRole('button', { name: 'Copy my text' }).click();
  await expect(conflict.getByLabel('Your unsaved text, to copy')).toHaveValue(new RegExp(`Reza's title ${suffix}`));

  // Keep mine: saved over Maryam's title on purpose.
  const kept = reza.waitForResponse((r) => r.url().endsWith(`/api/manager/articles/${id}`) && r.request().method() === 'PATCH');
  await conflict.getByRole('button', { name: 'Keep mine in these fields (save over theirs)' }).click();
  expect((await kept).status()).toBe(200);
  await expect(conflict).toHaveCount(0);
  const stored = await request.get(`/api/manager/articles/${id}`, { headers });
  expect(((await stored.json()) as { data: { translations: { en: { title: string } } } }).data.translations.en.title).toBe(`Reza's title ${suffix}`);

  // Maryam's form still stands on version 2: she changes the title again and the excerpt; the title
  // meets Reza's, and she keeps his there while her excerpt is saved.
  await englishTitle(maryam).fill(`Maryam again ${suffix}`);
  await maryam.getByRole('region', { name: 'English' }).getByLabel('Excerpt', { exact: true }).fill(`Maryam's summary ${suffix}`);
  expect(await save(maryam, id)).toBe(409);
  const hers = maryam.getByRole('dialog', { name: 'You both changed the same fields' });
  await expect(hers).toContainText('Reza Karimi saved version 3');
  await expect(hers.getByRole('button', { name: 'Discard all my changes (reload)' })).toBeVisible();
  const merged = maryam.waitForResponse((r) => r.url().endsWith(`/api/manager/articles/${id}`) && r.request().method() === 'PATCH');
  await hers.getByRole('button', { name: 'Keep theirs in these fields, save my other changes' }).click();
  expect((await merged).status()).toBe(200);
  await expect(hers).toHaveCount(0);
  await expect(englishTitle(maryam)).toHaveValue(`Reza's title ${suffix}`);
  await expect(maryam.getByRole('region', { name: 'English' }).getByLabel('Excerpt', { exact: true })).toHaveValue(`Maryam's summary ${suffix}`);

  await maryam.context().close();
  await reza.context().close();
});

/** A new English draft, open in an admin's editor. */
async function openNewDraft(browser: Browser, request: APIRequestContext, title: string) {
  const headers = await adminHeaders(request);
  const suffix = Date.now().toString(36);
  const created = await request.post('/api/manager/articles', {
    headers,
    data: { status: 'draft', attributes: {}, translations: { en: { title: `${title} ${suffix}`, body: '<p>Body.</p>' } } },
  });
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const url = `/en/manager/panel/articles/${id}/edit`;
  return { headers, suffix, id, url, page: await editorAs(browser, 'admin', url) };
}

test('a save’s refresh that lands after the manager typed again keeps what they typed', async ({ browser, request }) => {
  const { headers, suffix, id, url, page } = await openNewDraft(browser, request, 'Slow line');

  // A slow connection: the page's refresh after the save arrives only once the manager typed again.
  const { promise: delivered, resolve: deliver } = Promise.withResolvers<void>();
  await page.route(
    (address) => address.pathname === url && address.searchParams.has('_rsc'),
    async (route) => {
      if (route.request().headers()['next-router-prefetch']) return route.continue();
      await delivered;
      await route.continue();
    },
  );
  await englishTitle(page).fill(`First save ${suffix}`);
  expect(await save(page, id)).toBe(200);
  await englishTitle(page).fill(`Typed after the save ${suffix}`);
  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === url && response.request().headers()['rsc'] === '1');
  deliver();
  await refreshed;

  await expect(englishTitle(page)).toHaveValue(`Typed after the save ${suffix}`);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  expect(await save(page, id)).toBe(200);
  const stored = await request.get(`/api/manager/articles/${id}`, { headers });
  expect(((await stored.json()) as { data: { translations: { en: { title: string } } } }).data.translations.en.title).toBe(`Typed after the save ${suffix}`);
  await page.context().close();
});

test('what a manager types while a save is on its way stays in the field, marked unsaved, and the next save stores it', async ({ browser, request }) => {
  const { headers, suffix, id, page } = await openNewDraft(browser, request, 'In flight');

  // A slow connection: the save's answer arrives only once the manager typed again.
  const { promise: typedAgain, resolve: answer } = Promise.withResolvers<void>();
  const isSave = (address: URL) => address.pathname === `/api/manager/articles/${id}`;
  await page.route(isSave, async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    const response = await route.fetch();
    await typedAgain;
    await route.fulfill({ response });
  });
  await englishTitle(page).fill(`Sent ${suffix}`);
  const sent = page.waitForRequest((r) => isSave(new URL(r.url())) && r.method() === 'PATCH');
  const saving = save(page, id);
  await sent;
  await englishTitle(page).fill(`Typed while saving ${suffix}`);
  answer();
  expect(await saving).toBe(200);

  await expect(page.getByText('Changes saved.')).toBeVisible();
  await expect(englishTitle(page)).toHaveValue(`Typed while saving ${suffix}`);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.unroute(isSave);
  expect(await save(page, id)).toBe(200);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  const stored = await request.get(`/api/manager/articles/${id}`, { headers });
  expect(((await stored.json()) as { data: { translations: { en: { title: string } } } }).data.translations.en.title).toBe(`Typed while saving ${suffix}`);
  await page.context().close();
});
