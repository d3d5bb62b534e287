import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NextRequest } from 'next/server';
import { POST as commentRoute } from '@/app/api/[type]/[slug]/comments/route';
import { GET as listRoute } from '@/app/api/[type]/route';
import { POST as contactRoute } from '@/app/api/contact-us/route';
import * as typeCollection from '@/app/api/manager/[type]/route';
import { POST as guidesRoute } from '@/app/api/manager/where-to-start/route';
import { GET as searchRoute } from '@/app/api/search/route';
import { POST as loginRoute } from '@/app/api/user/authentication/login/route';
import { POST as resetRoute } from '@/app/api/user/authentication/password-reset/route';
import { POST as registerRoute } from '@/app/api/user/authentication/register/route';
import { PATCH as profileRoute } from '@/app/api/user/authentication/update/route';
import { POST as ticketsRoute } from '@/app/api/user/tickets/route';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { bearer, noParams, registerUser, type RegisteredUser } from '../support/accounts';
import { makeSuperManager, seedPermissions } from '../support/acl';
import { makeItem } from '../support/content-fixtures';
import { apiRequest, forType, json, routeParams } from '../support/http';
import { formRequest } from '../support/tickets';

/** What a fuzzer sends: a NUL byte, lone surrogates of both halves, and NUL inside a key. */
const BAD_TEXT = ['before\u0000after', '\uD800', 'tail\uDFFF', '\u0000'];

type Target = { name: string; body: Record<string, unknown>; send: (body: unknown) => Promise<Response> };

let user: RegisteredUser;
let admin: RegisteredUser;
let targets: Target[];

/** Every path to a string in `value`, e.g. ['translations', 'en', 'title']. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

function withValue(body: Record<string, unknown>, path: string[], bad: string): Record<string, unknown> {
  const copy = structuredClone(body);
  let cursor: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string, unknown>;
  cursor[path.at(-1)!] = bad;
  return copy;
}

const post = (route: (request: NextRequest, context: never) => Promise<Response>, path: string, token?: string, params: unknown = {}, method = 'POST') =>
  (body: unknown) => route(apiRequest(path, { method, body, headers: token ? bearer(token) : {} }), routeParams(params) as never);

beforeAll(async () => {
  resetRateLimitsForTests();
  await seedPermissions();
  [user, admin] = await Promise.all([registerUser(), registerUser()]);
  await makeSuperManager(admin.id);
  const item = await makeItem({ en: { title: 'Fuzzing the comment box' } });
  const slug = item.translations.en!;
  targets = [
    { name: 'login', body: { email: 'someone@example.com', password: 'a password' }, send: post(loginRoute, '/api/user/authentication/login') },
    {
      name: 'contact-us',
      body: { full_name: 'Sara Ahmadi', email: 'sara@example.com', title: 'A question', text: 'How do I buy land?' },
      send: post(contactRoute, '/api/contact-us'),
    },
    { name: 'profile', body: { firstname: 'Neda', lastname: 'Karimi', bio: 'Hi' }, send: post(profileRoute, '/api/user/authentication/update', user.token, {}, 'PATCH') },
    { name: 'tickets', body: { title: 'Cannot log in', text: 'It says my password is wrong.' }, send: post(ticketsRoute, '/api/user/tickets', user.token) },
    { name: 'guides', body: { title_fa: 'شروع', title_en: 'Start', status: 'draft' }, send: post(guidesRoute, '/api/manager/where-to-start', admin.token) },
    {
      name: 'articles',
      body: { status: 'draft', attributes: {}, translations: { en: { title: 'Hardware wallets', excerpt: 'Short', body: '<p>Text</p>' } } },
      send: post(forType(typeCollection, 'articles').POST, '/api/manager/articles', admin.token),
    },
    { name: 'comments', body: { body: 'Great explanation!' }, send: post(commentRoute, `/api/articles/${slug}/comments`, user.token, { type: 'articles', slug }) },
  ];
});

afterEach(() => {
  vi.restoreAllMocks();
  resetRateLimitsForTests();
});

describe('text that cannot be stored is a 422, never a 500', () => {
  it('refuses NUL bytes and lone surrogates in every text field of every write, under that field, with nothing in the error log', async () => {
    const errorLog = vi.spyOn(console, 'error');
    for (const target of targets) {
      for (const path of stringPaths(target.body)) {
        for (const bad of BAD_TEXT) {
          resetRateLimitsForTests();
          const response = await target.send(withValue(target.body, path, bad));
          const label = `${target.name} ${path.join('.')} ${JSON.stringify(bad)}`;
          expect(response.status, label).toBe(422);
          const body = await json<{ message: string; errors: Record<string, string[]> }>(response);
          expect(body.errors[path.join('.')], label).toEqual([expect.stringMatching(/cannot be stored/)]);
        }
      }
    }
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('refuses a NUL byte inside an object key', async () => {
    const response = await post(loginRoute, '/api/user/authentication/login')({ 'em\u0000ail': 'x', password: 'y' });
    expect(response.status).toBe(422);
  });

  it('answers a body nested thousands of levels deep with a 422 on the anonymous endpoints, never a 500', async () => {
    const errorLog = vi.spyOn(console, 'error');
    // Sent as raw text: serializing it here would overflow the test's own stack first.
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    for (const [route, path] of [
      [loginRoute, '/api/user/authentication/login'],
      [registerRoute, '/api/user/authentication/register'],
      [resetRoute, '/api/user/authentication/password-reset'],
    ] as const) {
      const response = await post(route, path)(`{"email":${deep},"password":[${deep}]}`);
      expect(response.status, path).toBe(422);
      expect(await json(response)).toMatchObject({ message: expect.any(String) });
    }
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('refuses the same in a multipart form (a ticket with an attachment)', async () => {
    const response = await ticketsRoute(formRequest('/api/user/tickets', user.token, { title: 'Screen\u0000shot', text: 'See it' }), noParams);
    expect(response.status).toBe(422);
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(response)).errors)).toEqual(['title']);
  });

  it('answers ?q=%00 and a NUL in any query with a 422 in the envelope', async () => {
    const errorLog = vi.spyOn(console, 'error');
    const search = await searchRoute(apiRequest('/api/search?q=%00'), noParams);
    expect(search.status).toBe(422);
    expect(await json(search)).toMatchObject({ errors: { q: [expect.any(String)] } });
    const list = await listRoute(apiRequest('/api/articles?q=a%00b'), routeParams({ type: 'articles' }));
    expect(list.status).toBe(422);
    expect(errorLog).not.toHaveBeenCalled();
  });
});

describe('query strings read Persian and Arabic digits like bodies do', () => {
  it('serves ?page=۲ and ?per_page=٣ as page 2 of 3 per page', async () => {
    const response = await listRoute(apiRequest('/api/articles?page=۲&per_page=٣'), routeParams({ type: 'articles' }));
    expect(response.status).toBe(200);
    expect((await json<{ meta: { current_page: number; per_page: number } }>(response)).meta).toMatchObject({ current_page: 2, per_page: 3 });
  });
});
