import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demo } from './auth';
import { axeOf } from './axe';

/** A screen to look at a page on: its size and the colour scheme the browser asks for. */
export type View = { width: number; height: number; colorScheme: 'dark' | 'light' };
export const desktopDark: View = { width: 1366, height: 900, colorScheme: 'dark' };
export const phoneLight: View = { width: 390, height: 844, colorScheme: 'light' };

/** What axe finds on the page, one line per rule with the start of each element it names. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await axeOf(page).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(' | ')}`);
}

/** A fresh page in a context of its own at `view`, signed in as the demo admin when asked; close its context when done. */
export async function pageAt(browser: Browser, view: View, signedIn: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.height },
    colorScheme: view.colorScheme,
  });
  if (signedIn) {
    const response = await context.request.post('/api/user/authentication/login', {
      data: { login: demo.admin, password: DEMO_PASSWORD },
      headers: { accept: 'application/json' },
    });
    expect(response.status()).toBe(200);
  }
  return context.newPage();
}
