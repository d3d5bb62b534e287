import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, signInViaApi } from './support/auth';

/**
 * The Content-Security-Policy: pages run only the scripts the server rendered,
 * and everything the product really does (particles, players, embeds, the editor) still works.
 */

type Item = { id: string; slug: string };

async function firstItem(request: APIRequestContext, type: string, locale: 'fa' | 'en'): Promise<Item> {
  const response = await request.get(`/api/${type}?locale=${locale}&per_page=1`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Item[] }).data[0]!;
}

const detailPath = (locale: string, type: string, item: Item) => `/${locale}/${type}/${encodeURIComponent(item.slug)}`;

/**
 * Every policy violation the page (or a frame in it) reports, as the browser reports it: the
 * `securitypolicyviolation` event and Chromium's console line.
 */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|csp-violation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`csp-violation ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

function scriptSource(policy: string | undefined): string {
  return (policy ?? '').split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
}

test.describe('the content security policy', () => {
  test('a rendered page marks each script with a fresh nonce; a cached page names its inline scripts by hash, the same for everyone; other answers may load nothing', async ({ page, request }) => {
    const podcast = await firstItem(request, 'podcasts', 'en');
    const article = await firstItem(request, 'articles', 'fa');
    await signInViaApi(page, 'admin');
    const get = (path: string) => page.request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    const commonChecks = (path: string, policy: string | undefined, encoding: string | undefined) => {
      expect(scriptSource(policy), path).not.toContain('unsafe-inline');
      expect(scriptSource(policy), path).not.toContain('unsafe-eval');
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(encoding, path).toBe('br');
    };
    let chunk = '';

    // Rendered for this reader: a new nonce on every answer, on every script tag and script preload.
    for (const path of ['/en/no-such-page', '/en/manager/panel/users']) {
      const nonces = new Set<string>();
      for (const answer of [await get(path), await get(path)]) {
        commonChecks(path, answer.headers()['content-security-policy'], answer.headers()['content-encoding']);
        const nonce = /'nonce-([A-Za-z0-9+/=]{22,})'/.exec(scriptSource(answer.headers()['content-security-policy']))?.[1];
        expect(nonce, path).toBeDefined();
        nonces.add(nonce!);
        const html = await answer.text();
        const tags = html.match(/<script\b[^>]*>/gi) ?? [];
        expect(tags.length, path).toBeGreaterThan(0);
        for (const tag of tags) expect(tag, path).toMatch(new RegExp(`^<script nonce="${nonce!.replace(/[+/]/g, '\\$&')}"[\\s>/]`, 'i'));
        for (const preload of html.match(/<link\b[^>]*as="script"[^>]*>/gi) ?? []) expect(preload, path).toContain(`nonce="${nonce}"`);
      }
      expect(nonces.size, path).toBe(2);
    }

    // From the page cache: the same bytes and policy for every answer, each inline script by its hash, no nonce.
    for (const path of ['/fa', '/en', '/fa/articles', '/en/about-us', detailPath('en', 'podcasts', podcast), detailPath('fa', 'articles', article)]) {
      const [first, second] = [await get(path), await get(path)];
      const policy = first.headers()['content-security-policy'];
      commonChecks(path, policy, first.headers()['content-encoding']);
      expect(second.headers()['content-security-policy'], path).toBe(policy);
      expect(scriptSource(policy), path).not.toContain('nonce-');
      const html = await first.text();
      expect(await second.text(), path).toBe(html);
      expect(html, path).not.toContain(' nonce=');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes!));
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [, , text] of inline) expect(scriptSource(policy), path).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
      chunk ||= /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    }
    expect(chunk).not.toBe('');

    for (const path of ['/api/articles', '/api/health', '/en/feeds/articles', '/sitemap.xml', '/robots.txt', '/api/no-such-route']) {
      const answer = await request.get(path);
      expect(answer.headers()['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
    }
    const script = await request.get(chunk, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.status()).toBe(200);
    expect(script.headers()['content-encoding']).toBe('gzip');
    expect(script.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test.describe('the particle field', () => {
    // The suite runs with reduced motion (playwright.config.ts); the field is what this looks at.
    test.use({ reducedMotion: 'no-preference' });

    test('the home page runs its particle field in a worker without a violation', async ({ page }) => {
      const violations = await collectViolations(page);
      await page.goto('/fa');
      const field = page.getByTestId('particles');
      await expect(field).toHaveAttribute('data-state', 'running', { timeout: 30_000 });
      await expect(field).toHaveAttribute('data-mode', 'worker');
      const frames = Number(await field.getAttribute('data-frames'));
      await expect.poll(async () => Number(await field.getAttribute('data-frames'))).toBeGreaterThan(frames);
      expect(violations).toEqual([]);
    });
  });

  test('a podcast plays and an uploaded video loads without a violation', async ({ page, request }) => {
    const violations = await collectViolations(page);
    await page.goto(detailPath('en', 'podcasts', await firstItem(request, 'podcasts', 'en')));
    const audio = page.getByTestId('podcast-audio');
    await audio.evaluate((element: HTMLAudioElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0);

    await page.goto(detailPath('fa', 'videos', await firstItem(request, 'videos', 'fa')));
    const video = page.locator('video').first();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
    expect(violations).toEqual([]);
  });

  test('a YouTube embed is framed without a violation', async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const title = `Embedded talk ${Date.now().toString(36)}`;
    const created = await request.post('/api/manager/videos', {
      headers,
      data: { status: 'published', published_at: new Date(Date.now() - 1000).toISOString(), attributes: { embed_url: 'https://www.youtube-nocookie.com/embed/csp-check', watching_time: 3 }, translations: { en: { title } } },
    });
    expect(created.status()).toBe(201);
    const { id, translations } = ((await created.json()) as { data: { id: string; translations: { en: string } } }).data;
    try {
      // The machine is offline: the player's own page is answered here. The policy is checked before any request leaves.
      await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>stand-in player</p>' }));
      const violations = await collectViolations(page);
      await page.goto(`/en/videos/${encodeURIComponent(translations.en)}`);
      await expect(page.frameLocator('iframe').locator('p')).toHaveText('stand-in player');
      expect(violations).toEqual([]);
    } finally {
      await request.delete(`/api/manager/videos/${id}`, { headers });
    }
  });

  test('the content editor loads and takes typing without a violation', async ({ page }) => {
    const violations = await collectViolations(page);
    await signInViaApi(page, 'admin');
    await page.goto('/en/manager/panel/articles/create');
    const body = page.getByRole('region', { name: 'English' }).getByRole('textbox', { name: 'Body (English)' });
    await body.click();
    await page.keyboard.type('Nonce');
    await expect(body).toContainText('Nonce');
    expect(violations).toEqual([]);
  });

  test('an injected inline handler or javascript: link does not run, and the browser says why', async ({ page }) => {
    const violations = await collectViolations(page);
    await page.goto('/en');
    await page.evaluate(() => {
      const probe = window as unknown as { imageFailed?: boolean };
      const image = document.createElement('div');
      image.innerHTML = '<img src="/no-such-image.png" onerror="window.__injected = 1">';
      image.querySelector('img')!.addEventListener('error', () => (probe.imageFailed = true));
      document.body.append(image);
      const link = document.createElement('a');
      link.href = 'javascript:window.__linked = 1';
      link.textContent = 'injected link';
      document.body.append(link);
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { imageFailed?: boolean }).imageFailed)).toBe(true);
    await page.getByText('injected link').click();
    await expect.poll(() => violations.filter((line) => line.startsWith('csp-violation script-src')).length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __linked?: number }).__linked)).toBeUndefined();
  });
});
