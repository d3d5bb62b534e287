import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@/shared/api/contract';
import { contractList } from '@/shared/api/contracts';

/** Every endpoint a browser module holds, however the area nests them. */
function endpointsIn(value: unknown): Endpoint[] {
  if (typeof value !== 'object' || value === null) return [];
  if (typeof (value as Endpoint).path === 'string') return [value as Endpoint];
  return Object.values(value).flatMap(endpointsIn);
}

const browserDir = path.resolve('src/shared/api/browser');

describe('contracts as the browser holds them (npm run contracts:browser)', () => {
  it('hold every endpoint of the API with the method and path its contract declares, and nothing else', async () => {
    const held: Endpoint[] = [];
    for (const file of readdirSync(browserDir)) held.push(...endpointsIn(await import(path.join(browserDir, file))));
    const address = ({ operationId, method, path: at }: Endpoint) => `${operationId} ${method} ${at}`;
    expect(held.map(address).sort()).toEqual(contractList.map(address).sort());
  });

  it('carry no schema except in the per-type families they pass on whole', async () => {
    for (const file of readdirSync(browserDir)) {
      const held = (await import(path.join(browserDir, file))) as Record<string, unknown>;
      const declared = (await import(path.resolve('src/shared/api/contracts', file))) as Record<string, unknown>;
      // Only the manager's screens use the per-type families, and they load zod for their forms anyway.
      const light = Object.keys(held).filter((name) => held[name] !== declared[name]);
      for (const endpoint of light.flatMap((name) => endpointsIn(held[name]))) {
        expect(Object.keys(endpoint).sort(), `${file}: ${endpoint.operationId}`).toEqual(['method', 'operationId', 'path']);
      }
    }
  });
});
