import { describe, expect, it } from 'vitest';
import type { Contract } from '@/shared/api/contract';
import { contractList } from '@/shared/api/contracts';
import { routeExports, type RouteExport } from '../support/route-files';

const exported = [...routeExports('api'), ...routeExports('sanctum')];

function contractsAt(route: RouteExport): Contract[] {
  return contractList.filter((contract) => contract.path === route.openApiPath && contract.method === route.method.toLowerCase());
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
        `${route.method} ${route.openApiPath}`,
      ).toHaveLength(1);
      // A handler carries the contract it was made from; a `[type]` one, one per content type.
      const routeModule = (await import(/* @vite-ignore */ route.file)) as Record<string, { contract?: Contract; contracts?: Contract[] }>;
      const handler = routeModule[route.method];
      const made = handler?.contracts ?? (handler?.contract ? [handler.contract] : []);
      expect(made.map((contract) => contract.operationId), `${route.method} ${route.openApiPath}`).toContain(found[0]!.operationId);
    }
  });

  it('has a route file for every contract', () => {
    const onDisk = new Set(exported.map((route) => `${route.method.toLowerCase()} ${route.openApiPath}`));
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
