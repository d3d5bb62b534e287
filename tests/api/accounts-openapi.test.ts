import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '@/server/openapi/document';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const root = path.resolve(process.cwd(), 'src/app');
const routeFiles = [
  'sanctum/csrf-cookie/route.ts',
  ...readdirSync(path.join(root, 'api/user/authentication')).map((name) => `api/user/authentication/${name}/route.ts`),
];

describe('OpenAPI document for the auth endpoints', () => {
  it('describes every method each auth route file exports, at SPEC §7 paths', async () => {
    const document = openApiDocument('http://localhost:3000');
    for (const file of routeFiles) {
      const routeModule = (await import(/* @vite-ignore */ path.join(root, file))) as Record<string, unknown>;
      const urlPath = `/${path.dirname(file)}`;
      const exported = METHODS.filter((method) => typeof routeModule[method] === 'function');
      expect(exported.length, file).toBeGreaterThan(0);
      const documented = Object.keys(document.paths[urlPath] ?? {});
      expect(documented.sort(), urlPath).toEqual(exported.map((method) => method.toLowerCase()).sort());
    }
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/user/authentication/check-auth',
        '/api/user/authentication/register',
        '/api/user/authentication/login',
        '/api/user/authentication/password-reset',
        '/api/user/authentication/update',
        '/api/user/authentication/logout',
      ]),
    );
  });
});
