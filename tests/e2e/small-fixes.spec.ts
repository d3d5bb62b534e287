import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAsNewReader, signInViaApi, jsonWriteHeaders } from './support/auth';
import { removeDataDir, startServer } from './support/server';

/** Small things a reader or a manager notices. Every state change is a fresh account's. */

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** An English article further down the list, away from the first one other suites like. */
async function quietArticle(page: Page): Promise<{ id: string; slug: string }> {
  const list = await page.request.get('/api/articles?per_page=1&page=6', { headers: { accept: 'application/json', 'accept-language': 'en' } });
  expect(list.status()).toBe(200);
  const [article] = ((await list.json()) as { data: { id: string; slug: string }[] }).data;
  expect(article).toBeDefined();
  return article!;
}

async function liveLikes(page: Page, id: string): Promise<number> {
  const answer = await page.request.get(`/api/engagement/articles/${id}`, { headers: { accept: 'application/json' } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { likes: number } }).data.likes;
}

test('after a reload a pressed like sits beside a count that includes it', async ({ page }) => {
  const article = await quietArticle(page);
  // Rendered once before the like, so the cached page carries the old count.
  await page.goto(`/en/articles/${article.slug}`);
  await signInAsNewReader(page);
  await page.goto(`/en/articles/${article.slug}`);
  const like = page.getByRole('group', { name: 'Like, save and mark as done' }).getByRole('button', { name: /Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const before = await liveLikes(page, article.id);
  await expect(like).toContainText(String(before));

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => liveLikes(page, article.id)).toBe(before + 1);

  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText(String(before + 1));
});

test('creating an item in the manager says so on the edit page it opens, however long that page takes', async ({ page }) => {
  await signInViaApi(page, 'admin');
  await page.goto('/en/manager/panel/articles/create');
  const en = page.getByRole('region', { name: 'English' });
  await en.getByLabel('Title', { exact: true }).fill(`Toast check ${suffix()}`);
  await en.getByLabel('Excerpt', { exact: true }).fill('A draft that proves the toast.');
  await en.getByRole('textbox', { name: 'Body (English)' }).click();
  await page.keyboard.type('Body text.');
  // A slow network: the edit page arrives later than a toast's three seconds on screen.
  await page.route(/\/manager\/panel\/articles\/[0-9a-f-]{36}\/edit/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/manager\/panel\/articles\/[0-9a-f-]{36}\/edit$/, { timeout: 20_000 });
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Created.' })).toBeVisible();
});

test('a ticket image shows its name and a preview to its owner and to staff', async ({ page, browser }) => {
  await signInAsNewReader(page);
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#0ea5e9' } }).png().toBuffer();
  const opened = await page.request.post('/api/user/tickets', {
    headers: await jsonWriteHeaders(page),
    multipart: { title: 'Payment screenshot', text: 'The payment page froze.', attachment: { name: 'payment-error.png', mimeType: 'image/png', buffer: png } },
  });
  expect(opened.status()).toBe(201);
  const id = ((await opened.json()) as { data: { id: string } }).data.id;

  await page.goto(`/fa/user/panel/tickets/${id}/detail`);
  const attachment = page.getByTestId('ticket-thread').getByTestId('ticket-attachment');
  await expect(attachment).toContainText('payment-error.png');
  await expect(attachment).not.toContainText('پیوست (');
  const preview = attachment.getByRole('img', { name: 'تصویر پیوست: payment-error.png' });
  await expect(preview).toBeVisible();
  // The thumbnail really loaded through the guarded address.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);

  const staff = await browser.newPage();
  await signInViaApi(staff, 'admin');
  await staff.goto(`/en/manager/panel/tickets/${id}/detail`);
  const staffAttachment = staff.getByTestId('ticket-attachment');
  await expect(staffAttachment).toContainText('payment-error.png');
  await expect(staffAttachment.getByRole('img', { name: 'Attached image: payment-error.png' })).toBeVisible();
  await staff.close();
});

test('an empty ticket queue says nobody has asked yet, and only filters say nothing matches', async ({ page }) => {
  test.setTimeout(240_000);
  // Its own installation: the shared one fills with other suites' tickets.
  const admin = { email: 'queue-admin@example.com', password: 'queue-admin-secret-1' };
  const server = await startServer(57, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  try {
    const signedIn = await page.request.post(`${server.base}/api/user/authentication/login`, {
      data: { login: admin.email, password: admin.password },
      headers: { accept: 'application/json' },
    });
    expect(signedIn.status()).toBe(200);

    await page.goto(`${server.base}/en/manager/panel/tickets`);
    await expect(page.getByText('No tickets yet')).toBeVisible();
    await expect(page.getByText('When readers ask for help, their tickets wait here.')).toBeVisible();
    await expect(page.getByText('No ticket matches these filters.')).toHaveCount(0);

    await page.goto(`${server.base}/fa/manager/panel/tickets?priority=high`);
    await expect(page.getByText('تیکتی با این فیلترها پیدا نشد.')).toBeVisible();
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
});

test('a podcast episode says how long its audio really is, in the reader’s digits', async ({ page }) => {
  await page.goto('/en/podcasts');
  await page.locator('main a[href^="/en/podcasts/"]').first().click();
  // The item's own header; each comment below it has one too.
  const header = page.getByTestId('content-detail').locator('header').first();
  // The demo jingle lasts six seconds, whatever the episode's typed minutes say.
  await expect(header).toContainText('6 sec listen');
  await expect(header).not.toContainText('min listen');
  await expect(header).not.toContainText('min read');

  await page.goto('/fa/podcasts');
  await page.locator('main a[href^="/fa/podcasts/"]').first().click();
  await expect(page.getByTestId('content-detail').locator('header').first()).toContainText('۶ ثانیه شنیدن');
});

test('each translation of an article shows the comments written in its language', async ({ page }) => {
  const [first] = ((await (await page.request.get('/api/articles?per_page=50', { headers: { accept: 'application/json', 'accept-language': 'en' } })).json()) as {
    data: { slug: string; counts: { comments: number }; translations: { fa?: string; en?: string } }[];
  }).data.filter((item) => item.counts.comments > 0 && item.translations.fa && item.translations.en);
  expect(first).toBeDefined();

  await page.goto(`/fa/articles/${first!.translations.fa}`);
  await expect(page.getByText('مرسی از توضیح ساده.', { exact: false })).toBeVisible();
  await expect(page.getByText('Clear and short.', { exact: false })).toHaveCount(0);

  await page.goto(`/en/articles/${first!.translations.en}`);
  await expect(page.getByText('Clear and short.', { exact: false })).toBeVisible();
  await expect(page.getByText('مرسی از توضیح ساده.', { exact: false })).toHaveCount(0);
});
