import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * The DevTools session of a page and the id of the site's service worker registration once the
 * browser reports it: what `ServiceWorker.deliverPushMessage` and `dispatchSyncEvent` address.
 */
export async function siteWorkerRegistration(context: BrowserContext, page: Page, baseURL: string): Promise<{ cdp: CDPSession; registrationId: Promise<string> }> {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((registration) => registration.scopeURL === `${baseURL}/` && !registration.isDeleted);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId };
}
