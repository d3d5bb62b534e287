import { expect, test, type Page } from '@playwright/test';
import { parseMail, type ParsedMail } from '../support/mime';
import { startSmtpServer, type ReceivedMail } from '../support/smtp';
import { signInAsNewReader } from './support/auth';
import { removeDataDir, startServer, type SpawnedServer } from './support/server';

/**
 * A reader on a phone subscribes from the end of a Persian article, confirms from the e-mail a
 * real SMTP server received, and changes the frequency on the preferences page; the Persian
 * e-mail itself is drawn by Chromium at phone and desktop widths.
 */
test.describe('the newsletter, from an article to the inbox and back', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(240_000);

  const inbox: ReceivedMail[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: SpawnedServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    smtp = await startSmtpServer(inbox);
    server = await startServer(71, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SEED_DEMO: 'true' });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
    await new Promise<void>((resolve) => smtp?.server.close(() => resolve()));
  });

  const mailTo = async (address: string): Promise<ParsedMail> => {
    await expect.poll(() => inbox.some((mail) => mail.to.includes(address)), { timeout: 30_000, message: `no mail to ${address}` }).toBe(true);
    return parseMail(inbox.find((mail) => mail.to.includes(address))!.raw);
  };

  const linkIn = (mail: ParsedMail, path: string) => {
    const found = mail.html.match(new RegExp(`https?://[^"'\\s<>]+${path}\\?token=[^"'\\s<>]+`));
    expect(found, `a ${path} link in the e-mail`).not.toBeNull();
    return found![0].replace(/&amp;/g, '&');
  };

  async function drawMail(page: Page, html: string, width: number) {
    await page.setViewportSize({ width, height: 900 });
    await page.setContent(html);
    const body = page.locator('body');
    const facts = await body.evaluate(() => {
      const root = document.querySelector('[dir]') as HTMLElement;
      const text = [...document.querySelectorAll('p, td, h1, h2')].find((element) => /[\u0600-\u06FF]/.test(element.textContent ?? '')) as HTMLElement;
      return {
        dir: root?.getAttribute('dir'),
        lang: document.documentElement.getAttribute('lang') ?? root?.getAttribute('lang'),
        direction: getComputedStyle(text).direction,
        font: getComputedStyle(text).fontFamily,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(facts.dir).toBe('rtl');
    expect(facts.lang).toBe('fa');
    expect(facts.direction).toBe('rtl');
    expect(facts.font).toMatch(/Vazirmatn/);
    expect(facts.font).toMatch(/Tahoma/);
    expect(facts.overflow).toBeLessThanOrEqual(0);
    await test.info().attach(`newsletter-mail-fa-${width}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  }

  test('subscribe at the end of an article in /fa on a phone, confirm from the mail, change the frequency', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const listed = await fetch(`${server.base}/api/articles?per_page=1`, { headers: { 'accept-language': 'fa-IR', accept: 'application/json' } });
    const [article] = ((await listed.json()) as { data: { slug: string }[] }).data;
    await page.goto(`${server.base}/fa/articles/${encodeURIComponent(article!.slug)}`);

    const signup = page.getByRole('region', { name: 'خبرنامهٔ دروازه' });
    await signup.scrollIntoViewIfNeeded();
    await expect(signup).toBeVisible();
    const address = `reader-${Date.now().toString(36)}@example.com`;
    await signup.getByLabel('نشانی ایمیل').fill(address);
    await expect(signup.getByLabel('زبان')).toHaveValue('fa');
    await signup.getByLabel('هر چند وقت یک بار').selectOption('weekly');
    await signup.getByRole('button', { name: 'عضویت' }).click();
    await expect(signup.getByTestId('newsletter-sent')).toContainText('پیوند ایمیلی را که فرستادیم باز کنید');

    const optIn = await mailTo(address);
    expect(optIn.headers.get('subject')).toBeTruthy();
    await drawMail(page, optIn.html, 390);
    await drawMail(page, optIn.html, 1280);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(linkIn(optIn, '/fa/newsletter/confirm'));
    const confirm = page.getByTestId('newsletter-confirm');
    await expect(confirm).toHaveAttribute('data-step', 'confirmed');
    await expect(confirm).toContainText('عضویت شما تأیید شد');
    await confirm.getByRole('link', { name: 'انتخاب آنچه دریافت می‌کنید' }).click();

    const preferences = page.getByTestId('newsletter-preferences');
    await expect(preferences).toContainText(address.slice(-11));
    await expect(page.getByTestId('newsletter-tracking')).toHaveText('ما هرگز دنبال نمی‌کنیم که ایمیل‌هایمان را باز می‌کنید یا پیوندهایشان را دنبال می‌کنید.');
    await preferences.getByLabel('هر چند وقت یک بار').selectOption('daily');
    await preferences.getByRole('checkbox', { name: 'مقاله‌ها' }).check();
    const saved = page.waitForResponse((response) => response.url().includes('/api/newsletter/preferences') && response.request().method() === 'PATCH');
    await preferences.getByRole('button', { name: 'ذخیرهٔ تنظیمات' }).click();
    expect((await saved).status()).toBe(200);

    // What was saved is what the page shows after a reload.
    await page.reload();
    await expect(page.getByTestId('newsletter-preferences').getByLabel('هر چند وقت یک بار')).toHaveValue('daily');
    await expect(page.getByTestId('newsletter-preferences').getByRole('checkbox', { name: 'مقاله‌ها' })).toBeChecked();
    await test.info().attach('newsletter-preferences-fa-390', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

    await page.getByTestId('newsletter-preferences').getByRole('button', { name: 'لغو عضویت' }).click();
    await expect(page.getByTestId('newsletter-ended')).toBeVisible();
  });
});

test('a signed-in reader subscribes from the settings, in English, and ends it there', async ({ page }) => {
  await signInAsNewReader(page);
  await page.goto('/en/user/panel/setting');
  const section = page.getByRole('region', { name: 'Newsletter' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId('account-newsletter')).toContainText('You do not get the newsletter yet.');
  await section.getByLabel('How often').selectOption('each');
  await section.getByRole('button', { name: 'Subscribe' }).click();
  // A new account's address is not verified yet: the opt-in comes first.
  await expect(section.getByRole('status')).toHaveText('Confirm the address first: open the link we e-mailed you.');
  await expect(section.getByLabel('How often')).toHaveValue('each');
  await section.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(section.getByRole('status')).toHaveText('You unsubscribed. Subscribe again whenever you like.');
});
