import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, signInViaApi } from './support/auth';

async function xsrfHeaders(page: Page): Promise<Record<string, string>> {
  await page.request.get('/sanctum/csrf-cookie');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { accept: 'application/json', 'x-xsrf-token': decodeURIComponent(cookie!.value) };
}

test('register for an event in the user panel and download its .ics', async ({ page, request }) => {
  const title = `Wallet clinic ${Date.now().toString(36)}`;
  const start = new Date(Date.now() + 3 * 86_400_000);
  const created = await request.post('/api/manager/events', {
    headers: await adminHeaders(request),
    data: {
      title_fa: `کلینیک کیف پول ${Date.now().toString(36)}`,
      title_en: title,
      description_en: 'Bring your questions, and your wallet.',
      start_date: start.toISOString(),
      expire_datetime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      place: 'Tehran',
      capacity: 5,
      status: 'published',
    },
  });
  expect(created.status()).toBe(201);

  await signInViaApi(page, 'user');
  await page.goto('/en/user/panel/events');
  const card = page.locator('article', { hasText: title });
  await expect(card.getByTestId('event-seats')).toHaveText('5 of 5 seats left');
  await card.getByRole('button', { name: 'Register' }).click();
  await expect(card.getByTestId('event-registered')).toBeVisible();
  await expect(card.getByTestId('event-seats')).toHaveText('4 of 5 seats left');
  await expect(card.getByRole('button', { name: 'Cancel registration' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Add to calendar' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics).toContain('BEGIN:VEVENT\r\n');
  expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${title}\r\n`);

  // The registration is real: it survives a reload.
  await page.reload();
  await expect(page.locator('article', { hasText: title }).getByTestId('event-registered')).toBeVisible();
});

test('a podcast played to the end is checked; the dashboard shows the guide progress in fa and en', async ({ page, request }) => {
  const admin = await adminHeaders(request);
  const list = await request.get('/api/podcasts?per_page=20', { headers: { accept: 'application/json', 'accept-language': 'en' } });
  const podcasts = ((await list.json()) as { data: { id: string; slug: string; title: string }[] }).data;
  const episode = podcasts.at(-1)!;

  const guide = await request.post('/api/manager/where-to-start', {
    headers: admin,
    data: { title_fa: 'اولین گام‌ها', title_en: `First steps ${Date.now().toString(36)}`, status: 'published' },
  });
  expect(guide.status()).toBe(201);
  const { data: made } = (await guide.json()) as { data: { id: string; title_en: string } };
  const added = await request.post(`/api/manager/where-to-start/${made.id}/items`, { headers: admin, data: { content_id: episode.id, note_en: 'Listen first.' } });
  expect(added.status()).toBe(201);

  await signInViaApi(page, 'user');
  // Start from "not listened", whatever an earlier run left.
  await page.request.delete(`/api/user/checks/podcasts/${episode.id}`, { headers: await xsrfHeaders(page) });

  await page.goto(`/en/podcasts/${episode.slug}`);
  const check = page.getByRole('group', { name: 'Like, save and mark as done' }).getByRole('button', { name: /Mark as done/ });
  await expect(check).toHaveAttribute('aria-pressed', 'false');
  const audio = page.getByTestId('podcast-audio');
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  await audio.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    element.currentTime = Math.max(0, element.duration - 0.5);
    await element.play();
  });
  // Ended → checked, on the bar at once, without a reload.
  await expect(check).toHaveAttribute('aria-pressed', 'true');
  const state = await page.request.get(`/api/user/checks/podcasts/${episode.id}`, { headers: { accept: 'application/json' } });
  expect(((await state.json()) as { data: { active: boolean } }).data.active).toBe(true);

  await page.goto('/en/user/panel/dashboard');
  const card = page.locator(`[data-guide-id="${made.id}"]`);
  await expect(card.getByTestId('guide-progress')).toHaveText('1 of 1 done');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');

  await page.goto('/fa/user/panel/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator(`[data-guide-id="${made.id}"]`).getByTestId('guide-progress')).toHaveText('۱ از ۱ دیده‌شده');
});
