import { expect, test } from '@playwright/test';
import { noteWhileLeaving, wasSeenWhileLeaving } from './support/leaving';

test.describe('theme', () => {
  test('defaults to dark, toggles to light and keeps it across reloads without a flash', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('body')).toHaveClass(/\bdark-scheme\b/);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('body')).toHaveClass(/\blight-scheme\b/);
    expect(await page.evaluate(() => localStorage.getItem('themeScheme'))).toBe('light');

    // The body class must be right before first paint: record it at DOMContentLoaded.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstScheme: string }).firstScheme = document.body.className;
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { firstScheme: string }).firstScheme)).toContain('light-scheme');
    await expect(page.locator('body')).not.toHaveClass(/dark-scheme/);
  });
});

test.describe('navigation', () => {
  test('the loading bar runs while a page loads, black and 5 px tall', async ({ page }) => {
    await page.goto('/en');
    const bar = page.getByTestId('loading-bar');
    await expect(bar).toHaveAttribute('data-state', 'idle');
    await expect(bar).toHaveCSS('height', '5px');
    await expect(bar.locator('div')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    // Hold the next page's data back so the bar can be seen working.
    await page.route('**/en/about-us**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    // The footer's links load the next page in full: the bar runs on the page being left.
    const barLoading = '[data-testid="loading-bar"][data-state="loading"]';
    await expect(page.getByTestId('sign-in')).toBeEnabled(); // hydrated: the shell hears the click
    await noteWhileLeaving(page, barLoading);
    await page.locator('footer').getByRole('link', { name: 'About us' }).click();
    await page.waitForURL(/\/en\/about-us$/);
    expect(await wasSeenWhileLeaving(page, barLoading)).toBe(true);
    await expect(bar).toHaveAttribute('data-state', 'idle');
  });

  test('a new page starts at the top, or at its #hash target', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 500 });
    await page.goto('/en');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator('footer').getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/en\/about-us$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto('/en');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/en/about-us#values';
      link.textContent = 'to values';
      link.id = 'to-values';
      document.body.prepend(link);
    });
    await page.locator('#to-values').click();
    await expect(page).toHaveURL(/#values$/);
    await expect(page.locator('#values')).toBeInViewport();
  });
});

test.describe('toasts and new builds', () => {
  test('a newer build shows an info toast for 3 seconds and the next click loads the page in full', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en');
    await expect(page.getByTestId('sign-in')).toBeEnabled();
    await page.route('**/api/build?*', (route) => route.fulfill({ json: { data: { build_id: 'a-newer-build' } } }));
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.clock.fastForward('01:00:00');
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('A new version of Darvazeh is available');
    // Top-right in either direction.
    const box = await toast.boundingBox();
    expect(box!.x).toBeGreaterThan(page.viewportSize()!.width / 2);
    await page.clock.fastForward(3500);
    await expect(toast).toHaveCount(0);

    await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/en\/faq$/);
    // A full load starts a fresh window: the marker is gone.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  });

  test('a failed chunk load raises preload-error and reloads the page', async ({ page }) => {
    await page.goto('/en');
    // Hydrated: the auth check has run, so the shell's listeners are in place.
    await expect(page.getByTestId('sign-in')).toBeEnabled();
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
      sessionStorage.setItem('saw-preload-error', 'no');
      window.addEventListener('preload-error', () => sessionStorage.setItem('saw-preload-error', 'yes'));
    });
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => {
      setTimeout(() => {
        const error = new Error('Loading chunk 123 failed.');
        error.name = 'ChunkLoadError';
        window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
      }, 0);
    });
    await reloaded;
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('saw-preload-error'))).toBe('yes');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  });
});

test.describe('authentication dialog', () => {
  test('is closed by default, opens from the header, traps focus and closes on Escape', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const trigger = page.getByTestId('sign-in');
    await expect(trigger).toBeEnabled();
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Welcome to Darvazeh');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
});
