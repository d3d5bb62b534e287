import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, signInViaApi } from './support/auth';
import { untilIdle } from './support/idle';

test.describe('errors (SPEC §8)', () => {
  test('an unmatched route answers 404 with "Page not found: {full path}"', async ({ page }) => {
    const response = await page.goto('/en/no/such/page?x=1');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /en/no/such/page?x=1');
    await expect(page.locator('header')).toBeVisible();
  });

  test('the Persian 404 speaks Persian', async ({ page }) => {
    const response = await page.goto('/fa/هیچ-جا');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText('صفحه پیدا نشد: /fa/هیچ-جا');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('an unhandled error shows its message, an illustration and a way home that clears it', async ({ page }) => {
    await page.goto('/en/diagnostics/error');
    await expect(page.getByTestId('error-message')).toHaveText('Diagnostics: a deliberate failure');
    await expect(page.locator('section[role="alert"] svg').first()).toBeVisible();
    await page.getByRole('button', { name: 'Back to homepage' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your gateway to the metaverse');
  });

  test('the Persian error screen goes back to the Persian home', async ({ page }) => {
    await page.goto('/fa/diagnostics/error');
    await page.getByRole('button', { name: 'بازگشت به صفحه اصلی' }).click();
    await expect(page).toHaveURL(/\/fa$/);
  });

  test('an unknown API path answers JSON, never HTML', async ({ request }) => {
    const response = await request.get('/api/does-not-exist', { headers: { 'Accept-Language': 'fa-IR' } });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ message: 'پیدا نشد.' });
  });
});

test.describe('unknown panel addresses (SPEC §8)', () => {
  const cases = [
    { path: '/fa/user/panel/nope', text: 'صفحه پیدا نشد: /fa/user/panel/nope' },
    { path: '/en/manager/panel/nope', text: 'Page not found: /en/manager/panel/nope' },
    { path: '/en/manager/panel/articles/x/y/z', text: 'Page not found: /en/manager/panel/articles/x/y/z' },
  ];

  for (const signedIn of [false, true]) {
    test(`are a 404 page, never a sign-in prompt or a 403 (${signedIn ? 'signed in' : 'signed out'})`, async ({ page }) => {
      if (signedIn) await signInViaApi(page, 'user');
      for (const { path, text } of cases) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByTestId('error-message'), path).toHaveText(text);
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    });
  }
});

test.describe('the 404 in the server HTML, without JavaScript (SPEC §8)', () => {
  /** The HTML as a crawler gets it: plain fetch, no browser, no script run. */
  async function serverHtml(baseURL: string | undefined, path: string, cookie?: string) {
    const response = await fetch(new URL(path, baseURL), { headers: cookie ? { cookie } : {}, redirect: 'manual' });
    const html = await response.text();
    // The visible document only: the same text also sits in the data scripts that follow it.
    return { status: response.status, body: html.slice(0, html.indexOf('<script>(self.__next_f')) };
  }

  async function sessionCookie(baseURL: string | undefined, who: keyof typeof demo): Promise<string> {
    const response = await fetch(new URL('/api/user/authentication/login', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ login: demo[who], password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  const publicCases = [
    { path: '/en/no/such/page', text: 'Page not found: <bdi dir="ltr">/en/no/such/page</bdi>' },
    { path: '/en/articles/no-such-article', text: 'Page not found: <bdi dir="ltr">/en/articles/no-such-article</bdi>' },
    { path: `/fa/${encodeURIComponent('هیچ-جا')}`, text: 'صفحه پیدا نشد: <bdi dir="ltr">/fa/هیچ-جا</bdi>' },
  ];

  test('an unknown public address answers 404 with "Page not found: {path}", the site header and footer', async ({ baseURL }) => {
    for (const { path, text } of publicCases) {
      // Twice: the first render, then the cached copy.
      for (const attempt of ['rendered', 'cached']) {
        const { status, body } = await serverHtml(baseURL, path);
        expect(status, `${path} ${attempt}`).toBe(404);
        expect(body, path).toContain(text);
        expect(body, path).toContain('<header');
        expect(body, path).toContain('<footer');
        expect(body.match(/<main\b/g), path).toHaveLength(1);
      }
    }
  });

  const panelCases = [
    { path: '/fa/user/panel/nope', text: 'صفحه پیدا نشد: <bdi dir="ltr">/fa/user/panel/nope</bdi>' },
    { path: '/en/manager/panel/nope', text: 'Page not found: <bdi dir="ltr">/en/manager/panel/nope</bdi>' },
    { path: '/en/manager/panel/articles/x/y/z', text: 'Page not found: <bdi dir="ltr">/en/manager/panel/articles/x/y/z</bdi>' },
  ];

  for (const who of [null, 'user', 'manager'] as const) {
    test(`an unknown panel address is a 404 page in the HTML, never a sign-in prompt or a 403 (${who ?? 'signed out'})`, async ({ baseURL }) => {
      const cookie = who ? await sessionCookie(baseURL, who) : undefined;
      for (const { path, text } of panelCases) {
        const { status, body } = await serverHtml(baseURL, path, cookie);
        expect(status, path).toBe(404);
        expect(body, path).toContain(text);
        expect(body, path).not.toContain('data-testid="sign-in-required"');
        expect(body.match(/<main\b/g), path).toHaveLength(1);
      }
    });
  }
});

test.describe('error pages belong to the site (theme, direction, digits, landmarks)', () => {
  async function preferLight(page: Page): Promise<void> {
    await page.addInitScript(() => localStorage.setItem('themeScheme', 'light'));
  }

  test('the Persian 404 keeps a saved light theme, isolates the path and shows «۴۰۴»', async ({ page }) => {
    await preferLight(page);
    const response = await page.goto('/fa/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('body')).toHaveClass(/\blight-scheme\b/);
    await expect(page.getByTestId('error-message').locator('bdi[dir="ltr"]')).toHaveText('/fa/no-such-page');
    await expect(page.getByTestId('error-status')).toHaveText('۴۰۴');
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('an unknown panel address shows the site header and footer in the saved theme, one main', async ({ page }) => {
    await preferLight(page);
    await signInViaApi(page, 'user');
    const response = await page.goto('/en/user/panel/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /en/user/panel/nope');
    await expect(page.getByTestId('error-status')).toHaveText('404');
    await expect(page.locator('body')).toHaveClass(/\blight-scheme\b/);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the 403 screen keeps the panel header, the saved light theme and the Persian digits', async ({ page }) => {
    await preferLight(page);
    await signInViaApi(page, 'user');
    const response = await page.goto('/fa/manager/panel/dashboard');
    expect(response?.status()).toBe(403);
    await expect(page.getByTestId('error-message')).toHaveText('شما اجازه دیدن این صفحه را ندارید.');
    await expect(page.getByTestId('error-status')).toHaveText('۴۰۳');
    await expect(page.locator('body')).toHaveClass(/\blight-scheme\b/);
    await expect(page.getByRole('banner').getByTestId('logo')).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
  });

  test('the error screen of a public page stays inside the site: header, footer, one main, saved theme', async ({ page }) => {
    await preferLight(page);
    await page.goto('/en/diagnostics/error');
    await expect(page.getByTestId('error-message')).toHaveText('Diagnostics: a deliberate failure');
    await expect(page.locator('body')).toHaveClass(/\blight-scheme\b/);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('failed page-part loads (SPEC §8)', () => {
  async function countPreloadErrors(page: Page): Promise<void> {
    const listen = () =>
      window.addEventListener('preload-error', () => {
        sessionStorage.setItem('preload-errors', String(Number(sessionStorage.getItem('preload-errors') ?? '0') + 1));
      });
    await page.addInitScript(listen);
    await page.evaluate(listen);
  }

  test('a chunk missing after a deploy raises preload-error and reloads once into a working page; a repeat does not loop', async ({ page }) => {
    // Client-side navigation lives in the panels (public pages link with plain anchors, ADR 0024).
    await signInViaApi(page, 'admin');
    // The sidebar's links prefetch their pages once in view, which would load the next page's
    // chunks before they go missing: no prefetch here, as on a slow phone that has not got to it.
    await page.route('**/*', (route) => (route.request().headers()['next-router-prefetch'] ? route.abort() : route.fallback()));
    await page.goto('/en/manager/panel/dashboard');
    await expect(page.getByTestId('user-menu')).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Management navigation' });
    await countPreloadErrors(page);

    // Chunks fail until the page loads itself again, as they would once the old build is gone.
    let isBlocking = true;
    let documentLoads = 0;
    await page.route('**/_next/static/chunks/**', (route) => (isBlocking ? route.abort() : route.continue()));
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        documentLoads += 1;
        isBlocking = false;
      }
    });

    await sidebar.getByRole('link', { name: 'Articles', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/manager\/panel\/articles$/);
    await expect.poll(() => documentLoads).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('error-message')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('preload-errors'))).toBe('1');
    await expect(page.getByTestId('user-menu')).toBeVisible();

    // The same build fails again: the event is raised, but the page stays on its error screen.
    isBlocking = true;
    await sidebar.getByRole('link', { name: 'Comments', exact: true }).click();
    await expect(page.getByTestId('error-message')).toHaveText('A part of this page could not be loaded. Reload the page to try again.');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('preload-errors'))).toBe('2');
    // A reload would have been asked for in the same task that raised the event, before the error
    // screen: one more round trip to the page lets its navigation request show.
    await untilIdle(page);
    expect(documentLoads).toBe(1);
  });
});
