import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createIntegrationToken } from '@/app/api/manager/integrations/route';
import { contractList } from '@/shared/api/contracts';
import { apiScopes, type ApiScope } from '@/shared/api/scopes';
import { isRegisteredPermission, permissionNames } from '@/shared/permissions';
import { bearer, registerUser, type RegisteredUser } from '../support/accounts';
import { grant, makeManager, makeSuperManager, roleWith, seedPermissions } from '../support/acl';
import { apiRequest, routeParams } from '../support/http';
import { routeExports, type RouteExport, type RouteMethod } from '../support/route-files';

/**
 * Generated from the manager route files on disk, so a new `/api/manager/…` handler cannot escape
 * it: each one must have a contract with a registry permission, and must answer
 * anonymous 401, plain user 403, manager without the permission 403, manager with it and super
 * manager neither (a made-up id or an empty body may give 404/422, never 401/403 nor 500). A
 * `[type]` route file is checked once per registered content type, with that type's permission.
 */

type Handler = (
  request: ReturnType<typeof apiRequest>,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;
type ManagerRoute = RouteExport & { urlPath: string };

function managerRoutes(): ManagerRoute[] {
  return routeExports('api/manager').map((route) => {
    const params = { ...route.params };
    // Every other dynamic segment gets an id that names nothing: the answer must still be decided by the permission first.
    const urlPath = route.openApiPath.replace(/\{(\w+)\}/g, (_, name: string) => (params[name] = randomUUID()));
    return { ...route, params, urlPath };
  });
}

const routes = managerRoutes();

function contractOf(route: ManagerRoute) {
  return contractList.find((contract) => contract.path === route.openApiPath && contract.method === route.method.toLowerCase());
}

function permissionOf(route: ManagerRoute): string | undefined {
  return contractOf(route)?.permission;
}

/** The permissions any one of which opens the route: usually just `permission`. */
function sufficientPermissions(route: ManagerRoute): readonly string[] {
  const contract = contractOf(route);
  return contract?.anyPermission ?? (contract?.permission ? [contract.permission] : []);
}

async function call(route: ManagerRoute, token?: string): Promise<number> {
  const routeModule = (await import(/* @vite-ignore */ route.file)) as Partial<Record<RouteMethod, Handler>>;
  const handler = routeModule[route.method]!;
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const request = apiRequest(route.urlPath, {
    method: route.method,
    body: hasBody ? {} : undefined,
    headers: token ? bearer(token) : {},
  });
  return (await handler(request, routeParams(route.params))).status;
}

let plain: RegisteredUser;
let holder: RegisteredUser;
let others: RegisteredUser;
let superManager: RegisteredUser;
let holderRole: string;
let othersRole: string;

beforeAll(async () => {
  await seedPermissions();
  [plain, holder, others, superManager] = await Promise.all([registerUser(), registerUser(), registerUser(), registerUser()]);
  holderRole = await roleWith([]);
  othersRole = await roleWith([]);
  await makeManager(holder.id, [holderRole]);
  await makeManager(others.id, [othersRole]);
  await makeSuperManager(superManager.id);
});

describe('manager API authorization (generated from src/app/api/manager)', () => {
  it('finds the manager routes on disk', () => {
    expect(routes.length).toBeGreaterThanOrEqual(17);
  });

  it.each(routes.map((route) => [`${route.method} ${route.openApiPath}`, route] as const))(
    '%s checks its permission',
    async (_, route) => {
      const permission = permissionOf(route);
      expect(permission, 'the contract names the permission').toBeDefined();
      expect(isRegisteredPermission(permission!), `${permission} is in the registry`).toBe(true);

      expect(await call(route)).toBe(401);
      expect(await call(route, plain.token)).toBe(403);

      // The holder has only this permission; the other manager has every permission but this one
      // (and but its alternatives, when any one of several opens the route).
      const sufficient = sufficientPermissions(route);
      await grant(holderRole, [permission!]);
      await grant(
        othersRole,
        permissionNames.filter((name) => name !== permission && !sufficient.includes(name)),
      );
      expect(await call(route, others.token)).toBe(403);

      for (const token of [holder.token, superManager.token]) {
        const status = await call(route, token);
        expect([401, 403, 419]).not.toContain(status);
        expect(status).toBeLessThan(500);
      }
    },
  );
});

describe('integration tokens against the same routes (scopes from the contracts)', () => {
  const tokens = new Map<string, string>();

  /** The super manager's integration token holding exactly `scopes`, made once per set. */
  async function integrationToken(scopes: readonly ApiScope[]): Promise<string> {
    const key = scopes.join(' ');
    const known = tokens.get(key);
    if (known) return known;
    const response = await createIntegrationToken(
      apiRequest('/api/manager/integrations', { method: 'POST', body: { name: `matrix token ${tokens.size + 1}`, scopes, expires_in_days: 7 }, headers: bearer(superManager.token) }),
      routeParams({}),
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { token: string } };
    tokens.set(key, data.token);
    return data.token;
  }

  it.each(routes.map((route) => [`${route.method} ${route.openApiPath}`, route] as const))(
    '%s opens to an integration token only with its scope',
    async (_, route) => {
      const scope = contractOf(route)?.scope;
      if (!scope) {
        expect(await call(route, await integrationToken(apiScopes))).toBe(403);
        return;
      }
      expect(await call(route, await integrationToken(apiScopes.filter((other) => other !== scope)))).toBe(403);
      const status = await call(route, await integrationToken([scope]));
      expect([401, 403, 419]).not.toContain(status);
      expect(status).toBeLessThan(500);
    },
  );
});
