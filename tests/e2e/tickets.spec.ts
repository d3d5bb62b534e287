import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, demo, jsonWriteHeaders, signInViaApi } from './support/auth';
import { registerOn } from './support/server';

/**
 * A ticket's whole journey: a user opens a ticket with an attachment, support answers through the API,
 * the header badge and the notification appear without a reload, the user replies and closes it.
 */
test('ticket with attachment → staff reply → live badge and notification → reply → close', async ({ page, playwright, baseURL }) => {
  await signInViaApi(page, 'user');
  // The demo account was welcomed when it was created: read first, so the badge counts the answer alone.
  const read = await page.request.post('/api/user/notifications/read-all', { headers: await jsonWriteHeaders(page) });
  expect(read.status()).toBe(200);
  const title = `Login trouble ${Date.now().toString(36)}`;

  await page.goto('/en/user/panel/tickets/create');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Priority').selectOption('high');
  await page.getByLabel('Department').selectOption('technical');
  await page.getByLabel('Text').fill('The sign-in button does nothing. A screenshot is attached.');
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#5b3df5' } }).png().toBuffer();
  await page.getByLabel('Attachment').setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('chosen-file')).toContainText('screenshot.png');
  await page.getByRole('button', { name: 'Open ticket' }).click();

  await expect(page).toHaveURL(/\/en\/user\/panel\/tickets\/[\w-]+\/detail$/);
  const ticketId = /tickets\/([\w-]+)\/detail/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const attachment = page.getByTestId('ticket-thread').getByRole('link', { name: /screenshot\.png/ });
  await expect(attachment).toHaveAttribute('href', new RegExp(`^/api/user/tickets/${ticketId}/messages/[\\w-]+/attachment$`));
  const download = await page.request.get((await attachment.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('image/png');
  await expect(page.getByTestId('notification-badge')).toBeHidden();

  // Support answers from another client, through the API.
  const staff = await playwright.request.newContext({ baseURL });
  const login = await staff.post('/api/user/authentication/login', {
    data: { login: demo.admin, password: DEMO_PASSWORD },
    headers: { accept: 'application/json' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const reply = await staff.post(`/api/manager/tickets/${ticketId}/messages`, {
    data: { text: 'Please clear your cookies and try again.' },
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  });
  expect(reply.status()).toBe(201);
  await staff.dispose();

  // The badge updates on the open page without a reload (server-sent events).
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await page.getByTestId('notification-bell').click();
  await expect(page).toHaveURL(/\/en\/user\/panel\/notifications$/);
  const notification = page.getByTestId('notification-list').locator('li').filter({ hasText: `Support answered: ${title}` });
  await expect(notification).toContainText('Unread');
  await notification.getByRole('button', { name: `Support answered: ${title}` }).click();

  await expect(page).toHaveURL(new RegExp(`/en/user/panel/tickets/${ticketId}/detail$`));
  await expect(page.getByTestId('notification-badge')).toBeHidden();
  await expect(page.getByTestId('ticket-status')).toHaveText('Answered');
  await expect(page.locator('[data-staff="true"]')).toContainText('Please clear your cookies and try again.');

  await page.getByLabel('Your reply').fill('That worked, thank you!');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('ticket-thread').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('ticket-status')).toHaveText('Open');

  await page.getByRole('button', { name: 'Close ticket' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You will not be able to reply');
  await dialog.getByRole('button', { name: 'Close ticket' }).click();
  await expect(page.getByText('This ticket is closed.')).toBeVisible();
  await expect(page.getByTestId('ticket-status')).toHaveText('Closed');
  await expect(page.getByTestId('ticket-reply-form')).toHaveCount(0);

  // The list is the user's own, read fresh: the closed ticket is there with its status.
  await page.goto('/en/user/panel/tickets?status=closed');
  const row = page.getByTestId('ticket-table').locator('tr', { hasText: title });
  await expect(row).toContainText('Closed');
  await expect(row).toContainText('High');
});

/** The staff side: a manager answers from the panel's queue, and the user sees the answer. */
test('a manager answers a ticket from the panel queue', async ({ page, playwright, baseURL }) => {
  // A reader of its own: the demo user's badge belongs to the test above, which runs alongside.
  const email = await registerOn(baseURL!);
  const reader = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { accept: 'application/json' } });
  const login = await reader.post('/api/user/authentication/login', { data: { login: email, password: 'a-long-secret-1' } });
  const authorization = `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`;
  const title = `Invoice question ${Date.now().toString(36)}`;
  const created = await reader.post('/api/user/tickets', { data: { title, text: 'Where can I find my invoice?' }, headers: { authorization } });
  expect(created.status()).toBe(201);
  const ticketId = ((await created.json()) as { data: { id: string } }).data.id;

  await signInViaApi(page, 'admin');
  await page.goto('/en/manager/panel/tickets?status=open');
  await page.getByTestId('ticket-table').getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/en/manager/panel/tickets/${ticketId}/detail$`));
  await page.getByLabel('Your reply').fill('It is under Settings → Billing.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('[data-staff="true"]')).toContainText('It is under Settings → Billing.');
  await expect(page.getByTestId('ticket-status')).toHaveText('Answered');

  const seen = await reader.get(`/api/user/tickets/${ticketId}`, { headers: { authorization } });
  const ticket = ((await seen.json()) as { data: { status: string; messages: { is_staff: boolean; body: string }[] } }).data;
  expect(ticket.status).toBe('answered');
  expect(ticket.messages.at(-1)).toMatchObject({ is_staff: true, body: 'It is under Settings → Billing.' });
  await reader.dispose();
});
