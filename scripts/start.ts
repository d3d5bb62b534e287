/**
 * `npm start`: build when the sources changed, apply migrations, seed once, serve on PORT, and
 * shut down gracefully on SIGTERM (in-flight requests finish, then the database closes).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import next from 'next';
import { closeDatabase, databaseHandle } from '../src/server/db/client';
import { flushMail } from '../src/server/mail/send';
import { closeRateLimits } from '../src/server/rate-limit';
import { runMigrations } from '../src/server/db/migrate';
import { runSeeds } from '../src/server/seed';
import { buildIfNeeded } from './lib/build';
import { isShareableQueryPage, publicCacheControl, QUERY_PAGE_CACHE_CONTROL } from './lib/cache-control';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const root = process.cwd();
const isDev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);

function log(message: string): void {
  console.log(`[darvazeh] ${message}`);
}

/**
 * Next marks cached pages `s-maxage=N`; a shared cache in front (deploy/nginx.conf) also wants
 * `public` and a stale-while-revalidate window, so anonymous page views never reach the app.
 */
function shareableCacheControl(request: IncomingMessage, response: ServerResponse): void {
  const isQueryPage = isShareableQueryPage(request.method, request.url, request.headers.cookie);
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => {
    if (name.toLowerCase() !== 'cache-control' || typeof value !== 'string') return setHeader(name, value);
    const isDynamicOk = isQueryPage && value.includes('no-store') && response.statusCode === 200;
    return setHeader(name, isDynamicOk ? QUERY_PAGE_CACHE_CONTROL : publicCacheControl(value));
  };
}

async function main(): Promise<void> {
  if (!isDev) log(buildIfNeeded(root) ? 'built' : 'reusing the existing build');

  const handle = databaseHandle();
  log(`database: ${handle.kind === 'pglite' ? `PGlite in ${path.resolve(process.env.DATA_DIR ?? './data')}` : 'PostgreSQL'}`);
  await runMigrations(handle);
  const seeded = await runSeeds(handle, { demo: !['false', '0'].includes(process.env.SEED_DEMO ?? 'true') });
  if (seeded.length) log(`seeded: ${seeded.join(', ')}`);

  const app = next({ dev: isDev, dir: root, port, hostname: process.env.HOST ?? '0.0.0.0' });
  await app.prepare();
  const handler = app.getRequestHandler();
  const server = createServer((request, response) => {
    shareableCacheControl(request, response);
    void handler(request, response);
  });
  server.listen(port, process.env.HOST ?? '0.0.0.0', () => log(`ready on http://localhost:${port}`));

  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    log(`${signal}: finishing in-flight requests`);
    const force = setTimeout(() => {
      log('requests still open after 10 s; closing them');
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      await app.close().catch(() => undefined);
      await flushMail().catch(() => undefined);
      await closeRateLimits().catch(() => undefined);
      await closeDatabase();
      log('database closed; bye');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch(async (error: unknown) => {
  console.error('[darvazeh] failed to start', error);
  await closeDatabase().catch(() => undefined);
  process.exit(1);
});
