import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/openapi.json/route';
import { routeExports } from '../support/route-files';

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', async () => {
    const document = await (await GET()).json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Darvazeh API');
  });

  it('describes every route handler of the API, each content type’s manager endpoints under their own paths', async () => {
    const document = (await (await GET()).json()) as { paths: Record<string, Record<string, unknown>> };
    const described = Object.entries(document.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    const onDisk = routeExports('api').map((route) => `${route.method} ${route.openApiPath}`);
    expect(onDisk.length).toBeGreaterThan(100);
    expect(onDisk).toContain('POST /api/manager/articles/bulk');
    expect(onDisk.filter((endpoint) => !described.includes(endpoint))).toEqual([]);
  });
});
