import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page, type Route } from '@playwright/test';
import { adminHeaders, jsonWriteHeaders, signInAsNewReader } from './support/auth';
import { siteWorkerRegistration } from './support/service-worker';

/**
 * Issue «readable on a weak or broken connection» (ADR 0030): what a reader read, or saved, opens
 * without a connection; anything else opens the offline page in the reader's language, which
 * lists what does; and nothing of the reader's stays on the device after signing out.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/** Waits until the site's service worker controls the page, as it does from a reader's second page on. */
async function controlledBy(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

async function readerCacheNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => /^darvazeh-(pages|images|saved)/.test(name)));
}

async function publishArticle(page: Page, translations: Record<string, { title: string; body: string }>): Promise<Record<string, string>> {
  const created = await page.request.post('/api/manager/articles', {
    headers: await adminHeaders(page.request),
    data: { status: 'published', attributes: {}, translations },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { translations: Record<string, string> } }).data.translations;
}

test('an article read online opens offline in both languages; an unknown page shows the offline page with what is kept', async ({ page, context }) => {
  const suffix = Date.now().toString(36);
  const slugs = await publishArticle(page, {
    fa: { title: `خواندن در مترو ${suffix}`, body: '<p>متنی برای خواندن بدون اینترنت.</p>' },
    en: { title: `Reading on the metro ${suffix}`, body: '<p>A text to read without a connection.</p>' },
  });

  await page.goto(`/fa/articles/${slugs.fa}`);
  await controlledBy(page);
  // Read once the worker is there: what it saw pass is what it keeps.
  await page.goto(`/fa/articles/${slugs.fa}`);
  await page.goto(`/en/articles/${slugs.en}`);

  await context.setOffline(true);
  await page.goto(`/fa/articles/${slugs.fa}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`خواندن در مترو ${suffix}`);
  await expect(page.locator('.prose-body')).toContainText('متنی برای خواندن بدون اینترنت.');
  await page.goto(`/en/articles/${slugs.en}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reading on the metro ${suffix}`);

  await page.goto('/fa/articles/never-read-here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('به اینترنت وصل نیستید');
  const shelf = page.getByTestId('offline-shelf');
  await expect(shelf.getByRole('link', { name: `خواندن در مترو ${suffix}` })).toBeVisible();
  await expect(shelf.getByRole('link', { name: `Reading on the metro ${suffix}` })).toHaveAttribute('lang', 'en');

  await page.goto('/en/somewhere-unread');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await shelf.getByRole('link', { name: `Reading on the metro ${suffix}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reading on the metro ${suffix}`);
  await context.setOffline(false);
});

test('a saved item never opened on this device opens offline with its cover; signing out empties the reader’s caches', async ({ page, context }) => {
  await signInAsNewReader(page);
  const listed = await page.request.get('/api/articles?per_page=30', { headers: { accept: 'application/json', 'accept-language': 'fa' } });
  const withCover = ((await listed.json()) as { data: { id: string; slug: string; title: string; cover: unknown }[] }).data.find((item) => item.cover);
  expect(withCover).toBeDefined();
  const saved = await page.request.post(`/api/user/saves/articles/${withCover!.id}`, { headers: await jsonWriteHeaders(page) });
  expect([200, 201]).toContain(saved.status());

  await page.goto('/fa/about-us');
  await controlledBy(page);
  await page.goto('/fa/user/panel/saves/articles');
  const card = page.locator('article', { hasText: withCover!.title });
  await expect(card.getByTestId('kept-offline')).toHaveText('در دسترس بدون اینترنت');

  await context.setOffline(true);
  await page.goto(`/fa/articles/${withCover!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(withCover!.title);
  const cover = page.getByTestId('content-detail').locator('.cover-frame img');
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await context.setOffline(false);

  expect(await readerCacheNames(page)).not.toEqual([]);
  await page.goto('/fa');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'خروج' }).click();
  await expect(page.getByTestId('sign-in')).toBeVisible();
  expect(await readerCacheNames(page)).toEqual([]);
});

test('a like and a comment made offline wait on the device and are applied once when the connection is back', async ({ page, context, baseURL }) => {
  await signInAsNewReader(page);
  const suffix = Date.now().toString(36);
  const { en: slug } = await publishArticle(page, { en: { title: `Notes from the tunnel ${suffix}`, body: '<p>Read underground.</p>' } });
  const listed = await page.request.get(`/api/articles/${slug}`, { headers: { accept: 'application/json', 'accept-language': 'en' } });
  const { id } = ((await listed.json()) as { data: { id: string } }).data;

  const { cdp, registrationId: registration } = await siteWorkerRegistration(context, page, baseURL!);
  await page.goto(`/en/articles/${slug}`);
  await controlledBy(page);
  await page.goto(`/en/articles/${slug}`);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // The connection drops for what the reader sends. The context's routes reach the service worker's
  // own requests (offline emulation leaves them hanging instead of failing, as a phone's do).
  const dropped = (route: Route) => route.abort('internetdisconnected');
  await context.route(/\/api\/user\/likes\/|\/comments$/, dropped);
  const like = page.locator('button[data-kind="likes"]');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('data-queued', 'true');
  await page.getByLabel('Your comment').fill(`Written offline ${suffix}`);
  await page.getByRole('button', { name: 'Send comment' }).click();
  await expect(page.getByTestId('queued-comment')).toContainText(`Written offline ${suffix}`);
  await expect(page.getByLabel('Your comment')).toHaveValue('');

  await context.unroute(/\/api\/user\/likes\/|\/comments$/, dropped);
  // A phone's Chromium fires the sync once it is online again; here the DevTools protocol fires it.
  const registrationId = await registration;
  const sync = () => cdp.send('ServiceWorker.dispatchSyncEvent', { origin: baseURL!, registrationId, tag: 'serwist-background-sync:reader-actions', lastChance: false });
  await sync();
  const headers = { accept: 'application/json' };
  await expect.poll(async () => ((await (await page.request.get(`/api/user/likes/articles/${id}`, { headers })).json()) as { data: { active: boolean } }).data.active).toBe(true);
  const ownPending = async () => {
    const answer = await page.request.get(`/api/user/comments/articles/${slug}`, { headers: { ...headers, 'accept-language': 'en' } });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { data: { body: string }[] }).data.map((comment) => comment.body);
  };
  await expect.poll(ownPending).toEqual([`Written offline ${suffix}`]);
  // A second sync (the browser retrying) posts nothing more.
  await sync();
  expect(await ownPending()).toEqual([`Written offline ${suffix}`]);
});

/**
 * The site as a deploy changes it, seen through a proxy on loopback: until `deploy()`, the server's
 * own answers; after it, the worker the next build serves at the same address. What a build changes
 * in the worker is its precache list (each build marks its offline pages with a revision of its
 * own), so that is what changes here. The browser fetches a worker's script itself, outside the
 * routes a test can set, hence a proxy in front of the whole site.
 */
async function deployingProxy(target: string): Promise<{ origin: string; deploy: () => void; close: () => Promise<void> }> {
  const next = crypto.randomUUID();
  let isDeployed = false;
  const server = createServer((request, response) => {
    const isWorker = request.url === '/serwist/sw.js';
    const headers = { ...request.headers, host: new URL(target).host };
    if (isWorker) delete headers['accept-encoding'];
    const forwarded = httpRequest(new URL(request.url!, target), { method: request.method, headers }, (answer) => {
      if (!isWorker || !isDeployed) {
        response.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8').replace(/revision:"[0-9a-f-]{36}"/g, `revision:"${next}"`);
        const { etag: _etag, ...headers } = answer.headers;
        response.writeHead(answer.statusCode!, { ...headers, 'content-length': Buffer.byteLength(body) });
        response.end(body);
      });
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    deploy: () => (isDeployed = true),
    // The browser may still hold a connection open (kept alive, or a stream the page left running):
    // a plain close would wait for it, past the test's time.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

test('a new build’s worker takes over as the reader reads on, drops the pages the old one kept, and the page works', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const { en: slug } = await publishArticle(page, { en: { title: `Before the deploy ${suffix}`, body: '<p>Kept by the old build.</p>' } });
  const site = await deployingProxy(baseURL!);
  const article = `${site.origin}/en/articles/${slug}`;
  await page.goto(article);
  await controlledBy(page);
  await page.goto(article);
  const oldPages = (await readerCacheNames(page)).filter((name) => name.startsWith('darvazeh-pages'));
  expect(oldPages).toHaveLength(1);

  site.deploy();
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/_next/')) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => failed.push(error.message));
  // A navigation is when the browser looks for a new worker, which installs beside the page and
  // takes over once the old one has nothing in hand. The reader reads on to another page and stays
  // there, signed in (publishArticle's sign-in is the page's), its notification stream open all
  // along: the new worker takes over all the same, and its activation drops the old build's pages.
  await page.goto(`${site.origin}/en/articles`);
  await page.goto(`${site.origin}/en/about-us`);
  await expect.poll(async () => (await readerCacheNames(page)).filter((name) => oldPages.includes(name)), { timeout: 60_000 }).toEqual([]);
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);

  await page.goto(article);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Before the deploy ${suffix}`);
  // Scripted parts still run under the new worker: the theme switches.
  const scheme = await page.evaluate(() => document.body.className);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByTestId('theme-toggle').click();
  await expect.poll(() => page.evaluate(() => document.body.className)).not.toBe(scheme);
  expect(failed).toEqual([]);
  // What the new build keeps opens offline.
  expect((await readerCacheNames(page)).filter((name) => name.startsWith('darvazeh-pages'))).toHaveLength(1);
  await page.context().setOffline(true);
  await page.goto(article);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Before the deploy ${suffix}`);
  await page.context().setOffline(false);
  await site.close();
});

test('the app is installable in each language: its manifest passes Chromium’s check, and the menu offers to install it', async ({ page, baseURL }) => {
  // Chromium offers no install in a private window, which every test context is: a profile of its own.
  const profile = mkdtempSync(path.join(tmpdir(), 'darvazeh-install-'));
  const installable = await chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, baseURL, viewport: { width: 390, height: 844 } });
  try {
    const tab = installable.pages()[0] ?? (await installable.newPage());
    for (const locale of ['fa', 'en'] as const) {
      await tab.goto(`/${locale}`);
      const manifest = await tab.request.get(`/${locale}/manifest.webmanifest`);
      expect(await manifest.json()).toMatchObject({ lang: locale === 'fa' ? 'fa-IR' : 'en-US', dir: locale === 'fa' ? 'rtl' : 'ltr', start_url: `/${locale}` });
      const cdp = await installable.newCDPSession(tab);
      await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    }
  } finally {
    await installable.close();
    rmSync(profile, { recursive: true, force: true });
  }

  await page.goto('/en');

  // What Chromium sends once it would offer to install: the menu's entry appears, and opens its prompt.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void document.documentElement.setAttribute('data-install-prompted', ''),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('install-app').click();
  await expect(page.locator('html')).toHaveAttribute('data-install-prompted', '');
  await expect(page.getByTestId('install-app')).toHaveCount(0);
});
