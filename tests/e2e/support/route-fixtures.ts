import { expect, type APIRequestContext } from '@playwright/test';
import { publicSections } from '../../../src/shared/routes';
import { DEMO_PASSWORD, demo, ownClientAddress } from './auth';

/**
 * What walks over the screens of SPEC §2 share: the sections with a page per item, and a reader
 * of their own with a ticket and a guide to open (the demo has none).
 */

type Listed = { id: string; slug?: string };

const json = { accept: 'application/json' };
const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Public sections with a page per item; posts live in their feed. */
export const detailSections = publicSections.filter((section) => section !== 'posts');

async function listed(request: APIRequestContext, path: string, headers: Record<string, string> = json): Promise<Listed[]> {
  const response = await request.get(path, { headers });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: Listed[] }).data;
}

export type ReaderFixture = { userId: string; token: string; ticketId: string; guideId: string };

/** Signs the demo super manager in on its own request context and returns bearer headers. */
export async function managerHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/user/authentication/login', { data: { login: demo.admin, password: DEMO_PASSWORD }, headers: json });
  expect(response.status()).toBe(200);
  return { ...json, authorization: `Bearer ${((await response.json()) as { data: { token: string } }).data.token}` };
}

/**
 * Registers a fresh reader through `request` (its cookie lands in that browser context) with an
 * incomplete profile, so complete-information can be visited first; `completeReader` finishes it.
 * A published guide and a ticket give the reader's detail pages something to show.
 */
export async function registerReader(request: APIRequestContext, manager: Record<string, string>): Promise<ReaderFixture> {
  const name = `walker_${suffix()}`;
  const password = 'a-long-secret-1';
  const registered = await request.post('/api/user/authentication/register', {
    headers: { ...json, ...ownClientAddress() },
    data: { username: name, email: `${name}@example.com`, password, password_confirmation: password, terms_and_conditions: true },
  });
  expect(registered.status()).toBe(201);
  const { token, user } = ((await registered.json()) as { data: { token: string; user: { id: string } } }).data;
  const reader = { ...json, authorization: `Bearer ${token}` };

  const ticket = await request.post('/api/user/tickets', { headers: reader, data: { title: `Route walk ${name}`, text: 'A question to open in the ticket page.' } });
  expect(ticket.status()).toBe(201);
  const ticketId = ((await ticket.json()) as { data: { id: string } }).data.id;

  const [article] = await listed(request, '/api/articles?locale=en&per_page=1');
  const guide = await request.post('/api/manager/where-to-start', {
    headers: manager,
    data: { title_fa: `مسیر گردش ${name}`, title_en: `Walk path ${name}`, status: 'published' },
  });
  expect(guide.status()).toBe(201);
  const guideId = ((await guide.json()) as { data: { id: string } }).data.id;
  const item = await request.post(`/api/manager/where-to-start/${guideId}/items`, { headers: manager, data: { content_id: article!.id } });
  expect(item.status()).toBe(201);
  return { userId: user.id, token, ticketId, guideId };
}

/** Fills the three fields that make the reader's profile complete (SPEC §4), opening the rest of the panel. */
export async function completeReader(request: APIRequestContext, reader: ReaderFixture): Promise<void> {
  const response = await request.patch('/api/user/authentication/update', {
    headers: { ...json, authorization: `Bearer ${reader.token}` },
    data: { firstname: 'Walker', lastname: 'Tester', mobile: '09120000000' },
  });
  expect(response.status()).toBe(200);
}
