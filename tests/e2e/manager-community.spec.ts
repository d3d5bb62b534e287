import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ownClientAddress, signInViaApi } from './support/auth';

/** Sanctum's double submit from the page's own context: the cookie first, then the header equal to it. */
async function xsrfHeaders(page: Page): Promise<Record<string, string>> {
  await page.request.get('/sanctum/csrf-cookie');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  expect(cookie).toBeDefined();
  return { accept: 'application/json', 'x-xsrf-token': decodeURIComponent(cookie!.value) };
}

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.describe('manager panel: community', () => {
  test('a role made on the ACL screens with the article permissions opens only the articles section; the users API stays 403', async ({ page, browser }) => {
    await signInViaApi(page, 'admin');
    // The role is made and granted on the ACL screens, as an administrator would.
    const roleTitle = `Articles desk ${suffix()}`;
    await page.goto('/en/manager/panel/acl/roles/create');
    await page.getByLabel('Machine name').fill(`articles-desk-${suffix()}`);
    await page.getByLabel('Title').fill(roleTitle);
    await page.getByRole('button', { name: 'New role' }).click();
    await expect(page).toHaveURL(/\/en\/manager\/panel\/acl\/roles$/);
    await expect(page.getByRole('table')).toContainText(roleTitle);

    await page.goto('/en/manager/panel/acl/permissionToRole');
    for (const action of ['View', 'Create', 'Edit', 'Delete', 'Publish']) {
      await page.getByRole('checkbox', { name: `${action} articles for ${roleTitle}`, exact: true }).check();
    }
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('All changes are saved.')).toBeVisible();

    // A fresh account in its own browser, made a manager holding that role.
    const editor = await browser.newContext();
    const name = `editor_${suffix()}`;
    const password = 'a-long-secret-1';
    const registered = await dataOf<{ user: { id: string } }>(
      await editor.request.post('/api/user/authentication/register', {
        headers: { accept: 'application/json', ...ownClientAddress() },
        data: { username: name, email: `${name}@example.com`, password, password_confirmation: password, terms_and_conditions: true },
      }),
      201,
    );
    await page.goto(`/en/manager/panel/users/${registered.user.id}/edit`);
    await page.getByRole('checkbox', { name: 'Manager (may enter the manager panel)' }).check();
    await page.getByRole('checkbox', { name: roleTitle, exact: true }).check();
    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/manager/users/${registered.user.id}`) && response.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);

    const editorPage = await editor.newPage();
    await editorPage.goto('/en/manager/panel/articles');
    const links = await editorPage.locator('aside nav a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links.filter((href) => href?.includes('/manager/panel/'))).toEqual(['/en/manager/panel/articles']);
    expect((await editorPage.request.get('/api/manager/users', { headers: { accept: 'application/json' } })).status()).toBe(403);
    expect((await editorPage.goto('/en/manager/panel/comments'))?.status()).toBe(403);
    await editor.close();
  });

  test('a reader’s comment approved on the comments screen appears on the public page', async ({ page, browser }) => {
    const reader = await browser.newContext();
    const readerPage = await reader.newPage();
    await signInViaApi(readerPage, 'user');
    const [article] = await dataOf<{ slug: string }[]>(
      await readerPage.request.get('/api/articles?per_page=1', { headers: { accept: 'application/json', 'accept-language': 'en' } }),
    );
    expect(article).toBeDefined();
    const text = `Moderated comment ${suffix()}`;
    await dataOf(
      await readerPage.request.post(`/api/articles/${encodeURIComponent(article!.slug)}/comments`, {
        headers: { ...(await xsrfHeaders(readerPage)), 'accept-language': 'en' },
        data: { body: text },
      }),
      201,
    );
    await reader.close();

    await signInViaApi(page, 'admin');
    await page.goto('/en/manager/panel/comments?status=pending');
    const row = page.getByTestId('comment-row').filter({ hasText: text });
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: 'Approve' }).click();
    // Approved, it leaves the pending queue.
    await expect(row).toHaveCount(0);

    const visitor = await browser.newPage();
    await visitor.goto(`/en/articles/${encodeURIComponent(article!.slug)}`);
    await expect(visitor.getByText(text)).toBeVisible();
    await visitor.close();
  });

  test('statistics and dashboard in Persian and English', async ({ page }) => {
    await signInViaApi(page, 'admin');
    for (const locale of ['fa', 'en'] as const) {
      await page.goto(`/${locale}/manager/panel/statistics?bucket=month`);
      // The drawing is the chart library's focusable surface, labelled with the series' summary.
      await expect(page.getByTestId('chart-signups').getByRole('application', { name: /^(Signups|ثبت‌نام‌ها):/ })).toBeVisible();
      // Buckets are Jalali months in Persian: «آبان ۱۴۰۴».
      if (locale === 'fa') await expect(page.getByTestId('chart-signups').locator('th[scope="row"]').first()).toHaveText(/^[\u0600-\u06FF]+ [۰-۹]{4}$/);
      await page.goto(`/${locale}/manager/panel/dashboard`);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
  });

  test('a Persian search that found nothing shows on the statistics of its day, in Persian, beside the English ones', async ({ page }) => {
    const letters = 'بپتثجچحخدذرزسشصضطظعغفقلمنوهی';
    const word = Array.from(suffix(), (char) => letters[char.charCodeAt(0) % letters.length]).join('');
    // Three searches: other tests search today too, and the list shows the ten most frequent.
    for (let time = 0; time < 3; time++) {
      await page.goto(`/fa/search?q=${encodeURIComponent(word)}`);
      await expect(page.locator('h1')).toBeVisible();
    }
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
    await signInViaApi(page, 'admin');
    await expect(async () => {
      await page.goto(`/en/manager/panel/statistics?from=${today}&to=${today}`);
      const unfound = page.getByTestId('search-empty-fa');
      await expect(unfound.getByRole('table', { name: 'Found nothing (Persian searches)' })).toBeVisible({ timeout: 1000 });
      const row = unfound.getByRole('row').filter({ hasText: word });
      await expect(row.locator('bdi')).toHaveAttribute('lang', 'fa');
      await expect(row.getByRole('cell')).toHaveText('3');
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId('search-top-en')).toBeVisible();
  });
});
