import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { publicSections } from '../../../src/shared/routes';
import { DEMO_PASSWORD, demo } from './auth';
import type { AxeSamples } from './axe-routes';

const json = { accept: 'application/json' };
const bearer = (token: string) => ({ ...json, authorization: `Bearer ${token}` });

/** The walk's own readers: one with a completed profile, one who has just joined. */
export const axeAccounts = {
  reader: { username: 'axe_reader', email: 'axe_reader@example.com', password: 'axe-walk-secret-1' },
  newcomer: { username: 'axe_newcomer', email: 'axe_newcomer@example.com', password: 'axe-walk-secret-1' },
} as const;

type Account = (typeof axeAccounts)[keyof typeof axeAccounts];

async function dataOf<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function signIn(request: APIRequestContext, login: string, password: string): Promise<{ id: string; token: string }> {
  const response = await request.post('/api/user/authentication/login', { headers: json, data: { login, password } });
  const { user, token } = await dataOf<{ user: { id: string }; token: string }>(response, `sign in ${login}`);
  return { id: user.id, token };
}

export const signInDemo = (request: APIRequestContext, who: keyof typeof demo) => signIn(request, demo[who], DEMO_PASSWORD);
export const signInAxeAccount = (request: APIRequestContext, account: Account) => signIn(request, account.email, account.password);

async function register(request: APIRequestContext, account: Account): Promise<{ id: string; token: string }> {
  const response = await request.post('/api/user/authentication/register', {
    headers: json,
    data: { username: account.username, email: account.email, password: account.password, password_confirmation: account.password, terms_and_conditions: true },
  });
  // A claim that failed half-way may have registered the account already.
  if (response.status() !== 201) return signInAxeAccount(request, account);
  const { user, token } = await dataOf<{ user: { id: string }; token: string }>(response, `register ${account.username}`);
  return { id: user.id, token };
}

async function firstOf<T extends Record<string, unknown>>(request: APIRequestContext, url: string, headers: Record<string, string>): Promise<T> {
  const [first] = await dataOf<T[]>(await request.get(url, { headers }), url);
  expect(first, `${url} lists something`).toBeDefined();
  return first!;
}

async function lastOf<T extends Record<string, unknown>>(request: APIRequestContext, url: string, headers: Record<string, string>): Promise<T> {
  const items = await dataOf<T[]>(await request.get(url, { headers }), url);
  expect(items.length, `${url} lists something`).toBeGreaterThan(0);
  return items.at(-1)!;
}

/** The reader's ticket, answered by staff, with an image attached: the thread shows both sides. */
async function answeredTicket(request: APIRequestContext, reader: string, admin: string): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#5b3df5' } }).png().toBuffer();
  const ticket = await dataOf<{ id: string }>(
    await request.post('/api/user/tickets', {
      headers: bearer(reader),
      multipart: {
        title: 'My wallet does not sync',
        text: 'The balance has shown zero since yesterday.',
        priority: 'high',
        department: 'technical',
        attachment: { name: 'balance.png', mimeType: 'image/png', buffer: png },
      },
    }),
    'open a ticket',
  );
  await dataOf(await request.post(`/api/manager/tickets/${ticket.id}/messages`, { headers: bearer(admin), data: { text: 'Please update the app and try again.' } }), 'staff reply');
  return ticket.id;
}

/**
 * Adds what the demo data lacks (the two readers, a ticket, an event, a guide with an item, a
 * notification, a newsletter issue, a contact message) and reads an id or slug for every `{sample}` of the routes.
 */
async function createSamples(request: APIRequestContext): Promise<AxeSamples> {
  const reader = await register(request, axeAccounts.reader);
  await register(request, axeAccounts.newcomer);
  await dataOf(
    await request.patch('/api/user/authentication/update', { headers: bearer(reader.token), data: { firstname: 'Sara', lastname: 'Rahimi', mobile: '09121234567' } }),
    'complete the profile',
  );
  const adminToken = (await signInDemo(request, 'admin')).token;
  const admin = bearer(adminToken);
  const create = async (url: string, data: Record<string, unknown>) => (await dataOf<{ id: string }>(await request.post(url, { headers: admin, data }), url)).id;

  const shared: Record<string, string> = { user: reader.id };
  for (const section of publicSections) shared[`${section}.id`] = String((await firstOf(request, `/api/manager/${section}?per_page=1`, admin)).id);
  const start = new Date(Date.now() + 7 * 86_400_000);
  shared.event = await create('/api/manager/events', {
    title_fa: 'کلینیک کیف پول',
    title_en: 'Wallet clinic',
    description_fa: 'پرسش‌هایتان را بیاورید.',
    description_en: 'Bring your questions.',
    start_date: start.toISOString(),
    expire_datetime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    place: 'Tehran',
    capacity: 20,
    status: 'published',
  });
  shared.guide = await create('/api/manager/where-to-start', { title_fa: 'گام‌های نخست', title_en: 'First steps', description_fa: 'از اینجا شروع کنید.', description_en: 'Start here.', status: 'published' });
  await create(`/api/manager/where-to-start/${shared.guide}/items`, { content_id: shared['articles.id'], note_en: 'Read this first.', note_fa: 'اول این را بخوانید.' });
  shared.notification = await create('/api/manager/notifications', {
    title_fa: 'دورهمی فردا',
    title_en: 'Meetup tomorrow',
    text_fa: 'ساعت ۱۸ در کافه',
    text_en: 'At 6 pm in the café',
    audience: 'users',
    user_ids: [reader.id],
    link: '/fa/events',
  });
  shared.issue = await create('/api/manager/newsletter/issues', {
    locale: 'fa',
    subject: 'تازه‌های هفته',
    note: 'سلام! این هفته سه مطلب خواندنی داریم.',
    item_ids: [shared['articles.id']],
  });
  shared.ticket = await answeredTicket(request, reader.token, adminToken);
  await dataOf(
    await request.post('/api/contact-us', {
      headers: json,
      data: { full_name: 'Sara Rahimi', email: 'sara@example.com', title: 'A question about events', text: 'Will the next meetup be recorded for those who cannot come?' },
    }),
    'send a contact message',
  );
  for (const [name, url] of [
    ['contact', '/api/manager/contacts'],
    ['comment', '/api/manager/comments'],
    ['category', '/api/manager/categories'],
    ['tag', '/api/manager/tags'],
    ['faq', '/api/manager/faqs'],
    ['role', '/api/manager/roles'],
    ['permission', '/api/manager/permissions'],
  ] as const) {
    shared[name] = String((await firstOf(request, `${url}?per_page=1`, admin)).id);
  }

  const samples: AxeSamples = { fa: { ...shared, search: 'بیت' }, en: { ...shared, search: 'bitcoin' } };
  for (const locale of ['fa', 'en'] as const) {
    const headers = { ...json, 'accept-language': locale };
    // The oldest of the newest fifty: a demo item, not one another spec creates and deletes meanwhile.
    for (const section of publicSections) samples[locale][`${section}.slug`] = String((await lastOf(request, `/api/${section}?per_page=50`, headers)).slug);
    samples[locale]['category.slug'] = String((await firstOf(request, '/api/categories', headers)).slug);
    const compared = await dataOf<{ id: string }[]>(await request.get('/api/metaverses?per_page=3', { headers }), 'metaverses to compare');
    expect(compared.length, 'metaverses to compare').toBeGreaterThan(1);
    compared.forEach(({ id }, index) => (samples[locale][`metaverses.compared.${index}`] = id));
  }
  return samples;
}

/**
 * The samples of this run, made once: registration is limited to a few per address and hour, so
 * the two workers must not both register. The first to claim the run (keyed by the demo admin's
 * id, new with every fresh database) creates them; the other waits for its file.
 */
export async function axeSamplesOfRun(request: APIRequestContext): Promise<AxeSamples> {
  const run = (await signInDemo(request, 'admin')).id;
  const file = path.join(tmpdir(), `darvazeh-axe-${run}.json`);
  const claim = `${file}.claim`;
  let claimed = false;
  try {
    closeSync(openSync(claim, 'wx'));
    claimed = true;
  } catch {
    // Another worker is making them.
  }
  if (claimed) {
    try {
      const samples = await createSamples(request);
      writeFileSync(`${file}.part`, JSON.stringify(samples));
      renameSync(`${file}.part`, file);
      return samples;
    } catch (error) {
      rmSync(claim, { force: true });
      throw error;
    }
  }
  await expect.poll(() => existsSync(file) || !existsSync(claim), { timeout: 120_000, message: 'the other worker made no samples' }).toBe(true);
  if (!existsSync(file)) return axeSamplesOfRun(request);
  return JSON.parse(readFileSync(file, 'utf8')) as AxeSamples;
}
