import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute, POST as createRoute } from '@/app/api/manager/redirects/route';
import { DELETE as deleteRoute } from '@/app/api/manager/redirects/[id]/route';
import { answerLegacyRedirect } from '@/server/http/legacy-redirect';
import type { RedirectJson } from '@/shared/schemas/portability';
import { json, routeParams } from '../support/http';
import { activityOf, as, idParam, managerCast, type ManagerCast } from '../support/manager';

let cast: ManagerCast;

const create = (body: unknown, user = cast.boss) => createRoute(as(user, '/api/manager/redirects', { method: 'POST', body }), routeParams({}));
const list = async (query = '') => json<{ data: RedirectJson[]; meta: { total: number } }>(await listRoute(as(cast.boss, `/api/manager/redirects?${query}`), routeParams({})));

/** What the Node server answers for `url`: the 301 and its Location, or null when the request goes on to the app. */
async function serverAnswer(url: string, method = 'GET'): Promise<{ status: number; location: string } | null> {
  const answer = { status: 0, location: '' };
  const response = Object.assign(new EventEmitter(), {
    writeHead(status: number, headers: Record<string, string>) {
      answer.status = status;
      answer.location = headers.Location ?? '';
      return response;
    },
    end() {
      return response;
    },
  });
  const handled = await answerLegacyRedirect({ method, url } as IncomingMessage, response as unknown as ServerResponse);
  return handled ? answer : null;
}

beforeAll(async () => {
  cast = await managerCast(['redirects.view']);
});

describe('manager redirects', () => {
  it('adds a redirect that the server then answers with a 301, in the stored form of the old address', async () => {
    const response = await create({ source: '/2019/05/%d8%b3%d9%84%d8%a7%d9%85/', target: '/fa/articles/سلام' });
    expect(response.status).toBe(201);
    const { data } = await json<{ data: RedirectJson }>(response);
    expect(data).toMatchObject({ source: '/2019/05/سلام', target: '/fa/articles/سلام', origin: 'manual' });
    expect(await activityOf('redirects.create', data.id)).toHaveLength(1);

    expect(await serverAnswer('/2019/05/%D8%B3%D9%84%D8%A7%D9%85/')).toEqual({ status: 301, location: '/fa/articles/%D8%B3%D9%84%D8%A7%D9%85' });
    expect(await serverAnswer('/2019/05/سلام', 'HEAD')).toMatchObject({ status: 301 });
    expect(await serverAnswer('/2019/05/سلام', 'POST')).toBeNull();
    expect(await serverAnswer('/2019/05/other')).toBeNull();
  });

  it('refuses an address already redirected (409) and one that is not a path (422)', async () => {
    await create({ source: '/?p=41', target: '/en/articles/x' });
    expect((await create({ source: '/?p=41&utm=y', target: '/en/articles/y' })).status).toBe(409);
    expect((await create({ source: 'https://elsewhere.example/x', target: '/en' })).status).toBe(422);
    expect((await create({ source: '/x', target: '//evil.example' })).status).toBe(422);
  });

  it('refuses a redirect to itself or one that closes a loop through redirects already there (422 on the target, in both languages)', async () => {
    const loop = async (source: string, target: string, locale: 'fa' | 'en') => {
      const response = await createRoute(as(cast.boss, '/api/manager/redirects', { method: 'POST', body: { source, target }, locale }), routeParams({}));
      expect(response.status, `${source} → ${target}`).toBe(422);
      return (await json<{ errors: Record<string, string[]> }>(response)).errors;
    };
    expect((await loop('/loop/self', '/loop/self/', 'en')).target).toEqual([
      'The new address leads back to the old one, directly or through other redirects: visitors would go round in a circle and never reach a page.',
    ]);
    expect((await create({ source: '/loop/a', target: '/loop/b' })).status).toBe(201);
    expect((await loop('/loop/b', '/loop/a', 'fa')).target![0]).toMatch(/دوری بسته/);
    // Longer chains, and a Persian address written escaped on one side and plain on the other.
    expect((await create({ source: '/loop/b', target: '/loop/%D8%B3' })).status).toBe(201);
    expect((await create({ source: '/loop/س', target: '/loop/d' })).status).toBe(201);
    expect((await loop('/loop/d/', '/loop/a', 'en')).target).toHaveLength(1);
    // A chain that ends on a page is fine, and nothing of the refused ones was stored.
    expect((await create({ source: '/loop/e', target: '/loop/a' })).status).toBe(201);
    expect(await serverAnswer('/loop/d')).toBeNull();
    expect(await serverAnswer('/loop/self')).toBeNull();
  });

  it('lists and filters, and a deleted redirect is a 404 again', async () => {
    const { data } = await json<{ data: RedirectJson }>(await create({ source: '/old-about/', target: '/en/about-us' }));
    const found = await list('q=old-about');
    expect(found.data.map((row) => row.source)).toEqual(['/old-about']);
    expect((await deleteRoute(as(cast.boss, `/api/manager/redirects/${data.id}`, { method: 'DELETE' }), idParam(data.id))).status).toBe(204);
    expect(await serverAnswer('/old-about/')).toBeNull();
    expect((await deleteRoute(as(cast.boss, `/api/manager/redirects/${data.id}`, { method: 'DELETE' }), idParam(data.id))).status).toBe(404);
  });

  it('needs its permissions: a reader gets 403, a viewer can list but not add', async () => {
    expect((await listRoute(as(cast.plain, '/api/manager/redirects'), routeParams({}))).status).toBe(403);
    expect((await listRoute(as(cast.limited, '/api/manager/redirects'), routeParams({}))).status).toBe(200);
    expect((await create({ source: '/a', target: '/en' }, cast.limited)).status).toBe(403);
    expect((await listRoute(as(null, '/api/manager/redirects'), routeParams({}))).status).toBe(401);
  });
});
