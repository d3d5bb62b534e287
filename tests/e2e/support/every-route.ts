import { expect, type APIRequestContext } from '@playwright/test';
import { managerPanelPaths, publicPages, publicSections, resolvePanelPage, userPanelPaths } from '../../../src/shared/routes';
import { DEMO_PASSWORD, demo, ownClientAddress } from './auth';

/**
 * Every screen of SPEC §2 as concrete addresses (without the locale prefix), for walks that must
 * visit them all: the phone-width overflow walk, and any other check that holds on every route.
 * The static parts come from src/shared/routes.ts; the ids and slugs from the demo data and from
 * a few records the walk creates for itself (the demo has no tickets, events or guides).
 */

export type WalkLocale = 'fa' | 'en';
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

async function firstId(request: APIRequestContext, path: string, headers: Record<string, string>): Promise<string> {
  const [first] = await listed(request, path, headers);
  expect(first, `${path} lists nothing to open`).toBeDefined();
  return first!.id;
}

/** The public pages of one language: lists, one item of each type, pages, compare and search. */
export async function publicRoutes(request: APIRequestContext, locale: WalkLocale): Promise<string[]> {
  const details = await Promise.all(
    detailSections.map(async (section) => {
      const [item] = await listed(request, `/api/${section}?locale=${locale}&per_page=1`);
      expect(item, `no ${section} in ${locale}`).toBeDefined();
      return `/${section}/${encodeURIComponent(item!.slug!)}`;
    }),
  );
  const metaverses = await listed(request, `/api/metaverses?locale=${locale}&per_page=3`);
  const query = locale === 'fa' ? 'متاورس' : 'metaverse';
  return [
    '',
    ...publicSections.map((section) => `/${section}`),
    ...details,
    ...publicPages.map((page) => `/${page}`),
    `/metaverses/compare?${metaverses.map((item) => `ids=${item.id}`).join('&')}`,
    '/search',
    `/search?q=${encodeURIComponent(query)}`,
  ];
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

/** The user panel: every fixed path, a ticket and a guide. complete-information comes first. */
export function readerRoutes(reader: ReaderFixture): string[] {
  const fixed = userPanelPaths.filter((path) => !path.endsWith('/complete-information'));
  return ['/user/panel/complete-information', ...fixed, `/user/panel/tickets/${reader.ticketId}/detail`, `/user/panel/whereToStart/${reader.guideId}`];
}

/** Manager screens and the API list that names their records. */
const managerLists: Record<string, string> = {
  articles: 'articles',
  books: 'books',
  coins: 'coins',
  metaverses: 'metaverses',
  podcasts: 'podcasts',
  videos: 'videos',
  posts: 'posts',
  categories: 'categories',
  tags: 'tags',
  events: 'events',
  faqs: 'faqs',
  notification: 'notifications',
  whereToStart: 'where-to-start',
  comments: 'comments',
  tickets: 'tickets',
  contacts: 'contacts',
  users: 'users',
  'acl/roles': 'roles',
  'acl/permissions': 'permissions',
};

/** The screens of one record, as SPEC §2 lists them. */
function recordScreens(section: string, id: string): string[] {
  if (section === 'whereToStart') return [`${id}/editList`, `${id}/createItem`];
  if (section === 'notification') return [`${id}/detail`, `${id}/edit`];
  if (['comments', 'tickets', 'contacts'].includes(section)) return [`${id}/detail`];
  if (resolvePanelPage('manager', [section, id, 'revisions'])) return [`${id}/edit`, `${id}/revisions`];
  return [`${id}/edit`];
}

/**
 * Makes sure every manager list the walk opens a record of has one: the demo seeds content,
 * taxonomy, FAQs and comments; an event, a notification and a contact message are added here.
 * The notification goes to a role of its own with no members, so nobody's inbox changes.
 */
export async function ensureManagerRecords(request: APIRequestContext, manager: Record<string, string>): Promise<void> {
  const start = new Date(Date.now() + 5 * 86_400_000);
  const [events, notifications, contacts] = await Promise.all(
    ['events', 'notifications', 'contacts'].map((list) => listed(request, `/api/manager/${list}?per_page=1`, manager)),
  );
  if (!events!.length) {
    const event = await request.post('/api/manager/events', {
      headers: manager,
      data: { title_fa: `رویداد گردش ${suffix()}`, title_en: `Walk event ${suffix()}`, start_date: start.toISOString(), expire_datetime: new Date(start.getTime() + 3_600_000).toISOString(), place: 'Tehran', capacity: 5, status: 'published' },
    });
    expect(event.status()).toBe(201);
  }
  if (!notifications!.length) {
    const role = await request.post('/api/manager/roles', { headers: manager, data: { name: `walk-${suffix()}`, title: 'Route walk audience' } });
    expect(role.status()).toBe(201);
    const roleId = ((await role.json()) as { data: { id: string } }).data.id;
    const sent = await request.post('/api/manager/notifications', {
      headers: manager,
      data: { title_fa: 'اعلان گردش', title_en: 'Walk notice', text_fa: 'متن آزمایشی', text_en: 'A test text', audience: 'role', role_id: roleId },
    });
    expect(sent.status()).toBe(201);
  }
  if (!contacts!.length) {
    // Public and rate-limited per address: written only when no test has left one already.
    const sent = await request.post('/api/contact-us', { headers: json, data: { full_name: 'Route Walker', email: 'walker@example.com', title: 'A walk', text: 'Checking every manager screen on a phone.' } });
    expect(sent.status()).toBe(201);
  }
}

/** Every manager screen: the sidebar's lists, each resource's create screen and a record's screens. */
export async function managerRoutes(request: APIRequestContext, manager: Record<string, string>): Promise<string[]> {
  const records = await Promise.all(
    Object.entries(managerLists).map(async ([section, list]) => {
      const id = await firstId(request, `/api/manager/${list}?per_page=1`, manager);
      return recordScreens(section, id).map((screen) => `${section}/${screen}`);
    }),
  );
  const creatable = Object.keys(managerLists).filter((section) => resolvePanelPage('manager', [...section.split('/'), 'create'])?.action === 'create');
  const paths = [...managerPanelPaths.map((path) => path.replace('/manager/panel/', '')), ...creatable.map((section) => `${section}/create`), ...records.flat()];
  for (const path of paths) expect(resolvePanelPage('manager', path.split('/')), `${path} is no manager screen`).not.toBeNull();
  return paths.map((path) => `/manager/panel/${path}`);
}
