import { expect, test } from '@playwright/test';
import { managerPanelPaths, publicSections, userPanelPaths } from '../../src/shared/routes';
import { signInViaApi } from './support/auth';

test.describe('layouts (SPEC §2)', () => {
  test('the home layout links every public section and the footer pages', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const section of publicSections) await expect(nav.locator(`a[href="/en/${section}"]`)).toBeVisible();
    const footer = page.locator('footer');
    for (const path of ['about-us', 'faq', 'contact-us']) await expect(footer.locator(`a[href="/en/${path}"]`)).toBeVisible();
  });

  test('every public section has a page with a real empty state or content', async ({ page }) => {
    for (const section of publicSections) {
      const response = await page.goto(`/fa/${section}`);
      expect(response?.status(), section).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('the user panel sidebar links every user panel route', async ({ page }) => {
    await page.goto('/en/user/panel/dashboard');
    const sidebar = page.locator('aside nav');
    for (const path of userPanelPaths.filter((p) => !p.endsWith('complete-information') && !p.endsWith('/create'))) {
      await expect(sidebar.locator(`a[href="/en${path}"]`), path).toHaveCount(1);
    }
  });

  test('the manager sidebar links every manager section', async ({ page }) => {
    await page.goto('/fa/manager/panel/dashboard');
    const sidebar = page.locator('aside nav');
    for (const path of managerPanelPaths) await expect(sidebar.locator(`a[href="/fa${path}"]`), path).toHaveCount(1);
  });

  test('the panel sidebar folds into a sheet on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInViaApi(page, 'user');
    await page.goto('/fa/user/panel/dashboard');
    await expect(page.locator('aside')).toBeHidden();
    await page.getByRole('button', { name: 'باز کردن منوی پنل' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByRole('link', { name: 'اعلان‌ها' })).toBeVisible();
    await sheet.getByRole('link', { name: 'اعلان‌ها' }).click();
    await expect(page).toHaveURL(/\/fa\/user\/panel\/notifications$/);
    await expect(sheet).toBeHidden();
  });

  test('the home page of /fa and /en takes the theme the reader chose, dark or light', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const locale of ['fa', 'en']) {
      for (const scheme of ['dark', 'light']) {
        await page.addInitScript((value) => localStorage.setItem('themeScheme', value), scheme);
        await page.goto(`/${locale}`);
        await expect(page.locator('body')).toHaveClass(new RegExp(`${scheme}-scheme`));
      }
    }
  });
});
