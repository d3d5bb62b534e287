import type { Page } from '@playwright/test';

/**
 * Notes in the tab's session storage when `selector` first matches in the current page. A link
 * between public pages is a full load: what the page shows while it is being left is gone, with
 * its document, by the time a locator could read it, but the tab's session storage stays.
 */
export async function noteWhileLeaving(page: Page, selector: string): Promise<void> {
  await page.evaluate((wanted) => {
    sessionStorage.removeItem(`seen:${wanted}`);
    const check = () => {
      if (document.querySelector(wanted)) sessionStorage.setItem(`seen:${wanted}`, 'yes');
    };
    new MutationObserver(check).observe(document.body, { attributes: true, childList: true, subtree: true });
  }, selector);
}

/** Whether the page left after `noteWhileLeaving` showed `selector`. */
export function wasSeenWhileLeaving(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((wanted) => sessionStorage.getItem(`seen:${wanted}`) === 'yes', selector);
}
