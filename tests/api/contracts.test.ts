import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Contract } from '@/server/api/contract';
import { contractList } from '@/server/api/contracts';

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type RouteExport = { file: string; method: (typeof methods)[number]; path: string };

/** Every method a route file under `src/app/api` or `src/app/sanctum` exports, at its OpenAPI path. */
function routeExports(dir: string, prefix: string): RouteExport[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeExports(full, `${prefix}/${name}`);
    if (name !== 'route.ts' || prefix.includes('[...')) return []; // the catch-all is the JSON 404 for unknown paths
    const source = readFileSync(full, 'utf8');
    const openApiPath = prefix.replace(/\[(\w+)\]/g, '{$1}');
    return methods
      .filter((method) => new RegExp(`export (async function|const) ${method}\\b|\\bas ${method}\\b`).test(source))
      .map((method) => ({ file: full, method, path: openApiPath }));
  });
}

const app = path.resolve('src/app');
const exported = [...routeExports(path.join(app, 'api'), '/api'), ...routeExports(path.join(app, 'sanctum'), '/sanctum')];

function contractsAt(route: RouteExport): Contract[] {
  return contractList.filter((contract) => contract.path === route.path && contract.method === route.method.toLowerCase());
}

describe('the contract registry', () => {
  it('names every endpoint with a unique camelCase operationId', () => {
    const ids = contractList.map((contract) => contract.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.length).toBeGreaterThanOrEqual(160);
  });

  it('declares each method and path once', () => {
    const keys = contractList.map((contract) => `${contract.method} ${contract.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('gives every manager endpoint a permission', () => {
    expect(contractList.filter((contract) => contract.auth === 'manager' && !contract.permission)).toEqual([]);
  });

  it('maps every method a route file exports to exactly one contract, the one its handler was made from', async () => {
    expect(exported.length).toBeGreaterThan(100);
    for (const route of exported) {
      const found = contractsAt(route);
      expect(
        found.map((contract) => contract.operationId),
        `${route.method} ${route.path}`,
      ).toHaveLength(1);
      const routeModule = (await import(/* @vite-ignore */ route.file)) as Record<string, { contract?: Contract }>;
      const handlerContract = routeModule[route.method]?.contract;
      if (handlerContract) expect(handlerContract.operationId, `${route.method} ${route.path}`).toBe(found[0]!.operationId);
    }
  });

  it('has a route file for every contract', () => {
    const onDisk = new Set(exported.map((route) => `${route.method.toLowerCase()} ${route.path}`));
    expect(
      contractList
        .filter((contract) => !onDisk.has(`${contract.method} ${contract.path}`))
        .map((contract) => contract.operationId),
    ).toEqual([]);
  });
});

describe('GET /api/openapi.json operation ids', () => {
  it('gives every operation its contract’s operationId', async () => {
    const { openApiDocument } = await import('@/server/openapi/document');
    const document = openApiDocument('http://localhost:3000') as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(ids).toHaveLength(contractList.length);
    expect(new Set(ids)).toEqual(new Set(contractList.map((contract) => contract.operationId)));
  });
});
