import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/openapi.json/route';

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every (method, path) a route handler on disk answers, in OpenAPI's `{param}` form. */
function handlersOnDisk(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return handlersOnDisk(full, `${prefix}/${name}`);
    if (name !== 'route.ts') return [];
    if (prefix.includes('[...')) return []; // the JSON 404 for unknown paths
    const source = readFileSync(full, 'utf8');
    const openApiPath = `/api${prefix}`.replace(/\[(\w+)\]/g, '{$1}');
    return methods.filter((m) => new RegExp(`export (async function|const) ${m}\\b|\\bas ${m}\\b`).test(source)).map((m) => `${m} ${openApiPath}`);
  });
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', async () => {
    const document = await (await GET()).json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Darvazeh API');
  });

  it('describes every route handler of the API', async () => {
    const document = (await (await GET()).json()) as { paths: Record<string, Record<string, unknown>> };
    const described = Object.entries(document.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    const onDisk = handlersOnDisk(path.resolve('src/app/api'));
    expect(onDisk.length).toBeGreaterThan(0);
    expect(onDisk.filter((endpoint) => !described.includes(endpoint))).toEqual([]);
  });
});
