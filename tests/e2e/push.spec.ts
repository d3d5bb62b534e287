import { expect, test } from '@playwright/test';
import { fullChromiumLaunch } from '../../playwright.config';
import { signInAsNewReader } from './support/auth';
import { siteWorkerRegistration } from './support/service-worker';

// The test hands a message to the site's service worker, which the suite blocks elsewhere, in the
// full browser: the headless shell the rest of the suite runs in denies notifications.
test.use({ serviceWorkers: 'allow', launchOptions: fullChromiumLaunch });

test('the service worker shows a pushed item in its language and direction, and the settings offer notifications', async ({ page, context, baseURL }) => {
  await signInAsNewReader(page);
  await page.goto('/fa/user/panel/setting');
  const section = page.getByRole('region', { name: 'خبرنامه' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId('push-toggle')).toHaveAttribute('data-state', 'off');
  await expect(section.getByRole('button', { name: 'در این مرورگر خبرم کن' })).toBeVisible();

  // What a push service delivers, handed to the worker the way Chromium's own push service would.
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const { cdp, registrationId: registered } = await siteWorkerRegistration(context, page, baseURL!);
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/serwist/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  const payload = { title: 'کیف پول سخت‌افزاری', body: 'راهنمای خرید', url: `${baseURL}/fa/articles`, lang: 'fa', dir: 'rtl', tag: 'item-e2e' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: await registered, data: JSON.stringify(payload) });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({ title: shown.title, body: shown.body, lang: shown.lang, dir: shown.dir, tag: shown.tag, url: (shown.data as { url: string }).url })),
      ),
    )
    .toEqual([{ title: payload.title, body: payload.body, lang: 'fa', dir: 'rtl', tag: 'item-e2e', url: payload.url }]);
});
