import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/[type]/route';
import { POST as loginRoute } from '@/app/api/user/authentication/login/route';
import { bearer, noParams, registerUser, type RegisteredUser } from '../support/accounts';
import { makeSuperManager, seedPermissions } from '../support/acl';
import { apiRequest, routeParams } from '../support/http';

type Handler = (request: ReturnType<typeof apiRequest>, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === 'route.ts' ? [full] : [];
  });
}

/** Every GET under the manager and user APIs, found on disk so a new one cannot be missed. */
const privateGets = ['src/app/api/manager', 'src/app/api/user']
  .flatMap((dir) => routeFiles(path.resolve(dir)))
  .filter((file) => /export (async function|const) GET\b|\bas GET\b/.test(readFileSync(file, 'utf8')))
  .map((file) => {
    const relative = path.relative(path.resolve('src/app/api'), path.dirname(file)).split(path.sep).join('/');
    const params: Record<string, string> = {};
    const urlPath = `/api/${relative}`.replace(/\[(\w+)\]/g, (_, name: string) => (params[name] = name === 'type' ? 'articles' : name === 'kind' ? 'saves' : randomUUID()));
    return { file, urlPath, params };
  });

let admin: RegisteredUser;

beforeAll(async () => {
  await seedPermissions();
  admin = await registerUser();
  await makeSuperManager(admin.id);
});

describe('Cache-Control of private answers', () => {
  it('marks every manager and user API answer private, no-store, whatever its status', async () => {
    expect(privateGets.length).toBeGreaterThan(20);
    for (const route of privateGets) {
      const { GET } = (await import(route.file)) as { GET: Handler };
      for (const headers of [bearer(admin.token), {}]) {
        const response = await GET(apiRequest(route.urlPath, { headers }), routeParams(route.params));
        expect(response.status, route.urlPath).toBeLessThan(500);
        expect(response.headers.get('cache-control'), `${route.urlPath} → ${response.status}`).toBe('private, no-store');
      }
    }
  });

  it('marks a sign-in answer (it sets the token cookie) private, no-store', async () => {
    const account = await registerUser();
    const response = await loginRoute(apiRequest('/api/user/authentication/login', { method: 'POST', body: { email: account.email, password: account.password } }), noParams);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('lets shared caches keep a public list for anonymous readers, keyed on the language; a signed-in request is not kept', async () => {
    const anonymous = await listRoute(apiRequest('/api/articles'), routeParams({ type: 'articles' }));
    expect(anonymous.headers.get('cache-control')).toMatch(/^public/);
    expect(anonymous.headers.get('vary')).toMatch(/Accept-Language/);
    const signedIn = await listRoute(apiRequest('/api/articles', { headers: bearer(admin.token) }), routeParams({ type: 'articles' }));
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  });
});
