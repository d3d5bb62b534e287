import { expect, test, type Page } from '@playwright/test';
import { parseMail, type ParsedMail } from '../support/mime';
import { startSmtpServer, type ReceivedMail } from '../support/smtp';
import { DEMO_PASSWORD, demo, signInAsNewReader } from './support/auth';
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

    await page.getByTestId('newsletter-preferences').getByRole('button', { name: 'لغو عضویت' }).click();
    await expect(page.getByTestId('newsletter-ended')).toBeVisible();
  });

  test('a manager imports readers, writes a Persian issue, tests it and sends it: each confirmed reader gets it once', async ({ page }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const confirmed = `ghost-yes-${stamp}@example.com`;
    const declined = `ghost-no-${stamp}@example.com`;
    const login = await page.request.post(`${server.base}/api/user/authentication/login`, {
      data: { login: demo.admin, password: DEMO_PASSWORD },
      headers: { accept: 'application/json' },
    });
    expect(login.status()).toBe(200);

    // A Ghost members export: only the member subscribed to e-mails comes in confirmed.
    await page.goto(`${server.base}/en/manager/panel/newsletters/subscribers`);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
    const importForm = page.getByRole('form', { name: 'Import subscribers' });
    await importForm.getByRole('button', { name: 'Import' }).click();
    await expect(importForm.getByText('Choose a CSV file.')).toBeVisible();
    await importForm.getByLabel('CSV file').setInputFiles({
      name: 'members.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`id,email,name,note,subscribed_to_emails,complimentary_plan,stripe_customer_id,created_at,deleted_at,labels\n1,${confirmed},Sara,,true,,,2024-01-01T00:00:00.000Z,,\n2,${declined},Reza,,false,,,2024-01-01T00:00:00.000Z,,\n`),
    });
    await importForm.getByLabel('Languages they get').selectOption('fa');
    await importForm.getByRole('button', { name: 'Import' }).click();
    await expect(importForm.getByTestId('subscriber-import-report')).toHaveText('ghost file imported: 2 new, 0 updated, 0 skipped; 1 confirmed.');
    await page.getByLabel('Search by address').fill(stamp);
    await page.getByRole('search', { name: 'Filter subscribers' }).getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('newsletter-subscriber-row')).toHaveCount(2);
    await expect(page.getByTestId('newsletter-subscriber-row').filter({ hasText: confirmed })).toContainText('Confirmed');
    await expect(page.getByTestId('newsletter-subscriber-row').filter({ hasText: declined })).toContainText('Unsubscribed');
    await expect(page.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute('href', '/api/manager/newsletter/subscribers/export');

    // The composer, in Persian: language, subject, note and the newest item.
    await page.goto(`${server.base}/en/manager/panel/newsletters`);
    await page.getByRole('link', { name: 'New issue' }).click();
    const composer = page.getByRole('form', { name: 'New issue' });
    await composer.getByLabel('Language').selectOption('fa');
    const subject = `تازه‌های هفته ${stamp}`;
    await composer.getByLabel('Subject').fill(subject);
    await composer.getByLabel('Editor’s note').fill('سلام! این هفته سه مطلب خواندنی داریم.');
    const firstItem = composer.getByTestId('issue-item-choices').getByRole('checkbox').first();
    await firstItem.check();
    await composer.getByRole('button', { name: 'Write the draft' }).click();
    await expect(page).toHaveURL(/\/en\/manager\/panel\/newsletters\/[\w-]+\/detail$/);
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.frameLocator('[data-testid="issue-preview-frame"]').getByText('این هفته سه مطلب خواندنی داریم')).toBeVisible();

    // A test goes to the one address named, marked as a test; no reader gets it.
    const tester = `editor-${stamp}@example.com`;
    const testForm = page.getByRole('form', { name: 'Test send' });
    await testForm.getByLabel('Send a test to').fill(tester);
    await testForm.getByRole('button', { name: 'Send a test' }).click();
    const testMail = await mailTo(tester);
    expect(testMail.html).toContain('سلام! این هفته سه مطلب خواندنی داریم.');
    expect(inbox.some((mail) => mail.to.includes(confirmed))).toBe(false);

    const send = page.getByRole('region', { name: 'Send' });
    await send.getByRole('button', { name: 'Send now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Send this issue now?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    const issueMail = await mailTo(confirmed);
    expect(issueMail.html).toContain(subject);
    expect(issueMail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    await expect(page.getByTestId('issue-sent')).not.toHaveText('0');
    expect(inbox.filter((mail) => mail.to.includes(confirmed))).toHaveLength(1);
    expect(inbox.some((mail) => mail.to.includes(declined))).toBe(false);
    // Once it is sent, the issue can no longer be changed or sent again.
    await expect(page.getByRole('form', { name: 'Edit the issue' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send now' })).toHaveCount(0);

    // The list shows it, and the Persian screen reads right to left.
    await page.goto(`${server.base}/fa/manager/panel/newsletters`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('newsletter-issue-row').filter({ hasText: subject })).toContainText('فرستاده‌شده');
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
