import { expect, test, type Page } from '@playwright/test';
import { signInAsNewReader } from './support/auth';

type Scheme = 'light' | 'dark';
const shots = process.env.SHOTS_DIR;

async function prefer(page: Page, scheme: Scheme): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('themeScheme', value), scheme);
}

/** A screenshot for a person to look at, only when SHOTS_DIR names a folder. */
async function keep(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

const words = {
  fa: { upcoming: 'پیش رو', past: 'گذشته', guides: ['رمزارز از صفر', 'نخستین گام‌ها در متاورس'], welcome: 'به دروازه خوش آمدید', welcomeText: /^حساب شما آماده است/ },
  en: { upcoming: 'Upcoming', past: 'Past', guides: ['Crypto from zero', 'Your first steps in the metaverse'], welcome: 'Welcome to Darvazeh', welcomeText: /^Your account is ready/ },
} as const;

async function expectDemoPanel(page: Page, locale: 'fa' | 'en', name: string): Promise<void> {
  const w = words[locale];
  await page.goto(`/${locale}/user/panel/events`);
  for (const [heading, id] of [[w.upcoming, 'upcoming-heading'], [w.past, 'past-heading']] as const) {
    const section = page.locator(`section[aria-labelledby="${id}"]`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(heading);
    await expect(section.locator('article').first(), `${heading} has an event`).toBeVisible();
  }
  const firstUpcoming = page.locator('section[aria-labelledby="upcoming-heading"] article h3, section[aria-labelledby="upcoming-heading"] article h2').first();
  if (locale === 'fa') await expect(firstUpcoming).toHaveText(/[\u0600-\u06FF]/);
  await keep(page, `events-${name}`);

  await page.goto(`/${locale}/user/panel/whereToStart`);
  // The demo's two guides (other suites may publish guides of their own beside them).
  for (const title of w.guides) await expect(page.locator('main article[data-guide-id]').getByRole('link', { name: title, exact: true })).toBeVisible();
  // Each guide leads somewhere: its steps are items of the library, readable in this language.
  await page.getByRole('link', { name: w.guides[0], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/user/panel/whereToStart/[\\w-]+$`));
  await expect(page.locator(`main a[href^="/${locale}/articles/"]`).first()).toBeVisible();
  await page.goto(`/${locale}/user/panel/whereToStart`);
  await keep(page, `guides-${name}`);

  await page.goto(`/${locale}/user/panel/notifications`);
  const welcome = page.getByTestId('notification-item').filter({ hasText: w.welcome });
  await expect(welcome).toHaveCount(1);
  await expect(welcome.locator('p[dir="auto"]')).toHaveText(w.welcomeText);
  await expect(welcome.getByTestId('notification-unread')).toBeVisible();
  await keep(page, `notifications-${name}`);
}

test.describe('a new reader on a phone in Persian', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const scheme of ['light', 'dark'] as const) {
    test(`sees events ahead and behind, two guides and a welcome (${scheme})`, async ({ page }) => {
      await prefer(page, scheme);
      await signInAsNewReader(page);
      await expectDemoPanel(page, 'fa', `fa-phone-${scheme}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });
  }
});

test.describe('a new reader on a desktop in English', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const scheme of ['light', 'dark'] as const) {
    test(`sees events ahead and behind, two guides and a welcome (${scheme})`, async ({ page }) => {
      await prefer(page, scheme);
      await signInAsNewReader(page);
      await expectDemoPanel(page, 'en', `en-desktop-${scheme}`);
    });
  }
});
