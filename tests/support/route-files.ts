import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentTypeNames } from '@/shared/content-types';

export const routeMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RouteMethod = (typeof routeMethods)[number];

/**
 * One method a route file exports, at one concrete OpenAPI path: a manager `[type]` folder answers
 * for each registered content type, so it stands for one path per type (`params.type` names it).
 */
export type RouteExport = { file: string; method: RouteMethod; openApiPath: string; params: Record<string, string> };

const app = path.resolve('src/app');
const perContentType = '/api/manager/{type}';

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === 'route.ts' ? [full] : [];
  });
}

/** Every method the route files under `src/app/<folder>` export (the `[...path]` catch-all, the JSON 404, aside). */
export function routeExports(folder: string): RouteExport[] {
  return routeFiles(path.join(app, folder)).flatMap((file) => {
    const relative = path.relative(app, path.dirname(file)).split(path.sep).join('/');
    if (relative.includes('[...')) return [];
    const openApiPath = `/${relative}`.replace(/\[(\w+)\]/g, '{$1}');
    const source = readFileSync(file, 'utf8');
    const methods = routeMethods.filter((method) => new RegExp(`export (async function|const) ${method}\\b|\\bas ${method}\\b`).test(source));
    const paths = openApiPath.startsWith(perContentType)
      ? contentTypeNames.map((type) => ({ openApiPath: openApiPath.replace('{type}', type), params: { type } }))
      : [{ openApiPath, params: {} }];
    return paths.flatMap((at) => methods.map((method) => ({ file, method, ...at })));
  });
}
