import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as typeCollection from '@/app/api/manager/[type]/route';
import { GET as commentsRoute } from '@/app/api/manager/comments/route';
import { DELETE as revokeRoute } from '@/app/api/manager/integrations/[id]/route';
import { GET as listRoute, POST as createRoute } from '@/app/api/manager/integrations/route';
import { GET as redirectsRoute } from '@/app/api/manager/redirects/route';
import { PATCH as updateProfileRoute } from '@/app/api/user/authentication/update/route';
import { GET as openApiRoute } from '@/app/api/openapi.json/route';
import { getDb } from '@/server/db/client';
import { integrationTokens, users } from '@/server/db/schema';
import { sha256 } from '@/server/auth/secrets';
import { contractList } from '@/shared/api/contracts';
import { apiScopes } from '@/shared/api/scopes';
import type { CreatedIntegrationTokenJson, IntegrationTokenJson } from '@/shared/schemas/integrations';
import { bearer, noParams, registerUser, type RegisteredUser } from '../support/accounts';
import { grant, makeManager, makeSuperManager, roleWith, seedPermissions } from '../support/acl';
import { apiRequest, forType, fromAddress, json, routeParams } from '../support/http';
import { activityOf, idParam } from '../support/manager';

const articles = forType(typeCollection, 'articles');
const books = forType(typeCollection, 'books');

let boss: RegisteredUser;
/** A manager who may manage integrations and view articles, but not create them. */
let viewer: RegisteredUser;

beforeAll(async () => {
  await seedPermissions();
  [boss, viewer] = await Promise.all([registerUser(), registerUser()]);
  await makeSuperManager(boss.id);
  await makeManager(viewer.id, [await roleWith(['integrations.manage', 'articles.view'])]);
});

async function makeToken(creator: RegisteredUser, body: Record<string, unknown>): Promise<CreatedIntegrationTokenJson> {
  const response = await createRoute(
    apiRequest('/api/manager/integrations', { method: 'POST', body: { expires_in_days: 30, ...body }, headers: bearer(creator.token) }),
    noParams,
  );
  expect(response.status).toBe(201);
  return (await json<{ data: CreatedIntegrationTokenJson }>(response)).data;
}

/** A request carrying an integration token, from `address` when given (as `npm start` passes the socket's). */
function withToken(token: string, path: string, { method = 'GET', body, address }: { method?: string; body?: unknown; address?: string } = {}) {
  return apiRequest(path, { method, body, headers: { ...bearer(token), ...(address ? fromAddress(address) : {}) } });
}

const draftArticle = { status: 'draft', translations: { en: { title: 'Written by an integration', body: '<p>Text</p>' } } };

async function stored(id: string) {
  const [row] = await getDb().select().from(integrationTokens).where(eq(integrationTokens.id, id));
  return row!;
}

describe('making an integration token', () => {
  it('answers the token once, keeps only its hash and a prefix, lists it without the token, and logs it', async () => {
    const created = await makeToken(boss, { name: 'Newsletter', scopes: ['content:read'] });
    expect(created.token).toMatch(/^dvz_[A-Za-z0-9]{40}$/);
    expect(created).toMatchObject({ name: 'Newsletter', scopes: ['content:read'], status: 'active', last_used_at: null, allowed_addresses: [] });
    expect(created.token.startsWith(created.prefix)).toBe(true);
    expect(created.created_by?.id).toBe(boss.id);

    const row = await stored(created.id);
    expect(row.tokenHash).toBe(sha256(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const listed = (await json<{ data: IntegrationTokenJson[] }>(await listRoute(apiRequest('/api/manager/integrations', { headers: bearer(boss.token) }), noParams))).data;
    const entry = listed.find((token) => token.id === created.id);
    expect(entry).toMatchObject({ name: 'Newsletter', prefix: created.prefix });
    expect(entry).not.toHaveProperty('token');
    expect(await activityOf('integrations.create', created.id)).toHaveLength(1);
  });

  it('refuses a body without scopes, with an unknown scope, a lifetime not offered or an address that is none (422)', async () => {
    for (const body of [
      { name: 'x', scopes: [], expires_in_days: 30 },
      { name: 'x', scopes: ['content:write:widgets'], expires_in_days: 30 },
      { name: 'x', scopes: ['content:read'], expires_in_days: 5 },
      { name: 'x', scopes: ['content:read'], expires_in_days: 30, allowed_addresses: ['not-an-ip'] },
    ]) {
      const response = await createRoute(apiRequest('/api/manager/integrations', { method: 'POST', body, headers: bearer(boss.token) }), noParams);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('scopes beyond the creator', () => {
  it('refuses a scope its creator holds none of the permissions of (422 naming it, in both languages), and makes no token', async () => {
    const body = { name: 'Viewer’s importer', scopes: ['content:read', 'content:write:articles', 'comments:moderate'], expires_in_days: 30 };
    const english = await createRoute(apiRequest('/api/manager/integrations', { method: 'POST', body, locale: 'en', headers: bearer(viewer.token) }), noParams);
    expect(english.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(english)).errors.scopes).toEqual([
      'A token can do only what you may do yourself, and you hold none of the permissions of these scopes: content:write:articles, comments:moderate.',
    ]);
    const persian = await createRoute(apiRequest('/api/manager/integrations', { method: 'POST', body, locale: 'fa', headers: bearer(viewer.token) }), noParams);
    expect((await json<{ errors: Record<string, string[]> }>(persian)).errors.scopes![0]).toMatch(/^توکن .*content:write:articles, comments:moderate/);
    const listed = (await json<{ data: IntegrationTokenJson[] }>(await listRoute(apiRequest('/api/manager/integrations', { headers: bearer(viewer.token) }), noParams))).data;
    expect(listed.filter((token) => token.name === body.name)).toEqual([]);
  });

  it('takes the scopes its creator may use: reading what they may view, and anything from a super manager', async () => {
    expect((await makeToken(viewer, { name: 'Viewer’s reader', scopes: ['content:read'] })).scopes).toEqual(['content:read']);
    expect((await makeToken(boss, { name: 'All of it', scopes: [...apiScopes] })).scopes).toEqual([...apiScopes]);
  });
});

describe('what an integration token may do', () => {
  it('writes the types its scopes name and no other', async () => {
    const { token } = await makeToken(boss, { name: 'Article importer', scopes: ['content:write:articles'] });
    const article = await articles.POST(withToken(token, '/api/manager/articles', { method: 'POST', body: draftArticle }), noParams);
    expect(article.status).toBe(201);
    const book = await books.POST(withToken(token, '/api/manager/books', { method: 'POST', body: draftArticle }), noParams);
    expect(book.status).toBe(403);
    // Writing is not reading: the list needs content:read.
    expect((await articles.GET(withToken(token, '/api/manager/articles'), noParams)).status).toBe(403);
  });

  it('never does more than its creator may: a scope does not lend a permission, even one its creator has since lost', async () => {
    const writer = await registerUser();
    const role = await roleWith(['integrations.manage', 'articles.view', 'articles.create']);
    await makeManager(writer.id, [role]);
    const { token } = await makeToken(writer, { name: 'Writer’s importer', scopes: ['content:read', 'content:write:articles'] });
    await grant(role, ['integrations.manage', 'articles.view']);
    expect((await articles.GET(withToken(token, '/api/manager/articles'), noParams)).status).toBe(200);
    expect((await articles.POST(withToken(token, '/api/manager/articles', { method: 'POST', body: draftArticle }), noParams)).status).toBe(403);
  });

  it('moderates comments with comments:moderate, and not without it', async () => {
    const moderator = await makeToken(boss, { name: 'Moderation bot', scopes: ['comments:moderate'] });
    const reader = await makeToken(boss, { name: 'Reader', scopes: ['content:read'] });
    expect((await commentsRoute(withToken(moderator.token, '/api/manager/comments'), routeParams({}))).status).toBe(200);
    expect((await commentsRoute(withToken(reader.token, '/api/manager/comments'), routeParams({}))).status).toBe(403);
  });

  it('is refused by every endpoint whose contract names no scope, even with every scope', async () => {
    const { token } = await makeToken(boss, {
      name: 'Everything',
      scopes: ['content:read', 'content:write:articles', 'content:write:books', 'comments:moderate'],
    });
    expect((await listRoute(withToken(token, '/api/manager/integrations'), noParams)).status).toBe(403);
    expect((await createRoute(withToken(token, '/api/manager/integrations', { method: 'POST', body: { name: 'Child', scopes: ['content:read'], expires_in_days: 7 } }), noParams)).status).toBe(403);
    expect((await redirectsRoute(withToken(token, '/api/manager/redirects'), noParams)).status).toBe(403);
    // A person's own endpoints too: the token is not a sign-in.
    expect((await updateProfileRoute(withToken(token, '/api/user/authentication/update', { method: 'PATCH', body: { firstname: 'Bot' } }), noParams)).status).toBe(403);
  });
});

describe('refused tokens', () => {
  it('refuses an expired token (401)', async () => {
    const created = await makeToken(boss, { name: 'Short-lived', scopes: ['content:read'] });
    expect((await articles.GET(withToken(created.token, '/api/manager/articles'), noParams)).status).toBe(200);
    await getDb().update(integrationTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(integrationTokens.id, created.id));
    expect((await articles.GET(withToken(created.token, '/api/manager/articles'), noParams)).status).toBe(401);
  });

  it('refuses a revoked token (401), keeps it listed as revoked, logs the revoke, and a second revoke is a 404', async () => {
    const created = await makeToken(boss, { name: 'To revoke', scopes: ['content:read'] });
    const revoke = () => revokeRoute(apiRequest(`/api/manager/integrations/${created.id}`, { method: 'DELETE', headers: bearer(viewer.token) }), idParam(created.id));
    expect((await revoke()).status).toBe(204);
    expect((await articles.GET(withToken(created.token, '/api/manager/articles'), noParams)).status).toBe(401);
    expect((await stored(created.id)).revokedAt).not.toBeNull();
    const listed = (await json<{ data: IntegrationTokenJson[] }>(await listRoute(apiRequest('/api/manager/integrations', { headers: bearer(boss.token) }), noParams))).data;
    expect(listed.find((token) => token.id === created.id)?.status).toBe('revoked');
    expect(await activityOf('integrations.revoke', created.id)).toHaveLength(1);
    expect((await revoke()).status).toBe(404);
  });

  it('refuses a token whose creator is blocked (401)', async () => {
    const creator = await registerUser();
    await makeManager(creator.id, [await roleWith(['integrations.manage', 'articles.view'])]);
    const { token } = await makeToken(creator, { name: 'Blocked soon', scopes: ['content:read'] });
    await getDb().update(users).set({ isBlocked: true }).where(eq(users.id, creator.id));
    expect((await articles.GET(withToken(token, '/api/manager/articles'), noParams)).status).toBe(401);
  });

  it('answers only from the allow-list, and records the last use with its address', async () => {
    const created = await makeToken(boss, { name: 'Office only', scopes: ['content:read'], allowed_addresses: ['203.0.113.0/24', '2001:db8::1'] });
    expect(created.allowed_addresses).toEqual(['203.0.113.0/24', '2001:db8::1']);
    const call = (address?: string) => articles.GET(withToken(created.token, '/api/manager/articles', { address }), noParams);

    expect((await call('198.51.100.7')).status).toBe(401);
    expect((await call()).status).toBe(401);
    expect((await stored(created.id)).lastUsedAt).toBeNull();

    expect((await call('203.0.113.9')).status).toBe(200);
    expect((await call('2001:db8::1')).status).toBe(200);
    const row = await stored(created.id);
    expect(row.lastUsedAt).not.toBeNull();
    expect(row.lastUsedIp).toBe('2001:db8::1');
  });
});

describe('the OpenAPI document', () => {
  type Operation = { security?: Record<string, string[]>[]; 'x-scope'?: string };
  type Document = { components: { securitySchemes: Record<string, { scheme?: string }> }; paths: Record<string, Record<string, Operation>> };

  it('declares the integration token scheme and the scope of each operation that takes one', async () => {
    const document = (await (await openApiRoute()).json()) as Document;
    expect(document.components.securitySchemes.integrationToken).toMatchObject({ scheme: 'bearer' });
    const createArticle = document.paths['/api/manager/articles']!.post!;
    expect(createArticle['x-scope']).toBe('content:write:articles');
    expect(createArticle.security).toContainEqual({ integrationToken: ['content:write:articles'] });
    expect(document.paths['/api/manager/articles']!.get!['x-scope']).toBe('content:read');
    expect(document.paths['/api/manager/comments/{id}']!.patch!['x-scope']).toBe('comments:moderate');
    const listTokens = document.paths['/api/manager/integrations']!.get!;
    expect(listTokens['x-scope']).toBeUndefined();
    expect(JSON.stringify(listTokens.security ?? [])).not.toContain('integrationToken');
  });
});

describe('the scope registry', () => {
  it('has every scope opened by some manager endpoint, and no other kind of endpoint naming one', () => {
    const scoped = contractList.filter((contract) => contract.scope);
    expect(scoped.filter((contract) => contract.auth !== 'manager').map((contract) => contract.operationId)).toEqual([]);
    expect(new Set(scoped.map((contract) => contract.scope))).toEqual(new Set(apiScopes));
  });
});
