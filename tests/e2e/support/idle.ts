import type { Page } from '@playwright/test';

/**
 * Waits until the page's main thread has nothing left to do: React hydrates in scheduled tasks
 * after `load` (and reports a boundary the server could not finish as it does), and an idle
 * callback runs only once those tasks are done. Bounded, in case something keeps it busy.
 */
export async function untilIdle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 10_000 }), { timeout: 10_000 })),
  );
}
