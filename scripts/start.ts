/**
 * `npm start`: build when the sources changed, apply migrations, seed once, serve on PORT with
 * request-body ceilings (src/shared/request-body-limits.ts), and shut down gracefully on SIGTERM
 * (in-flight requests finish, then the database closes).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import next from 'next';
import { env, isHttpsApp } from '../src/env';
import { closeDatabase, databaseHandle } from '../src/server/db/client';
import { startJobs, stopJobs } from '../src/server/jobs';
import { flushMail, mailQueue } from '../src/server/mail/send';
import { exportQueue } from '../src/server/services/portability/run-export-job';
import { importQueue } from '../src/server/services/portability/run-import-job';
import { parseTrustedProxies, PEER_ADDRESS_HEADER } from '../src/server/http/client-info';
import { promoteBodyLength } from '../src/server/http/body-length';
import { hardenNodeResponse } from '../src/server/http/harden-node-response';
import { encodeResponse } from '../src/server/http/encode-response';
import { answerLegacyRedirect } from '../src/server/http/legacy-redirect';
import { flushBackground } from '../src/server/background';
import { closeRateLimits } from '../src/server/rate-limit';
import { runMigrations } from '../src/server/db/migrate';
import { keepPlannerStatistics } from '../src/server/db/planner-statistics';
import { runSeeds } from '../src/server/seed';
import { buildIfNeeded } from './lib/build';
import { limitRequestBody } from './lib/request-body-limit';
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

/**
 * Route handlers cannot see the socket: the peer's address travels in a header that only this
 * server sets (any copy the client sent is replaced), and client-info.ts decides from it whether
 * forwarded headers are believed.
 */
function stampPeerAddress(request: IncomingMessage): void {
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
}

async function main(): Promise<void> {
  // A typo in TRUSTED_PROXIES must stop the start, not silently trust nobody (or everybody).
  parseTrustedProxies(process.env.TRUSTED_PROXIES);
  if (!isDev) log(buildIfNeeded(root) ? 'built' : 'reusing the existing build');

  const handle = databaseHandle();
  log(`database: ${handle.kind === 'pglite' ? `PGlite in ${path.resolve(process.env.DATA_DIR ?? './data')}` : 'PostgreSQL'}`);
  await runMigrations(handle);
  const seeded = await runSeeds(handle, { demo: !['false', '0'].includes(process.env.SEED_DEMO ?? 'true') });
  if (seeded.length) log(`seeded: ${seeded.join(', ')}`);
  const stopPlannerStatistics = await keepPlannerStatistics(handle, log);
  const { MAIL_RETRY_DELAY_SECONDS, MAIL_RETRY_LIMIT, JOB_POLL_SECONDS } = env();
  await startJobs(handle, [mailQueue({ retryDelay: MAIL_RETRY_DELAY_SECONDS, retryLimit: MAIL_RETRY_LIMIT }), importQueue(), exportQueue()], {
    pollingIntervalSeconds: JOB_POLL_SECONDS,
  });

  const app = next({ dev: isDev, dir: root, port, hostname: process.env.HOST ?? '0.0.0.0' });
  await app.prepare();
  const handler = app.getRequestHandler();
  const server = createServer(async (request, response) => {
    stampPeerAddress(request);
    if (hardenNodeResponse(request, response, { isHttps: isHttpsApp() })) return;
    // An old address (a WordPress permalink the import recorded) is answered before the app's 404.
    if (await answerLegacyRedirect(request, response)) return;
    // `next dev` evaluates code and reloads over a socket; the script policy is for the build.
    if (!isDev) encodeResponse(request, response);
    if (limitRequestBody(request, response)) return;
    shareableCacheControl(request, response);
    promoteBodyLength(response);
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
      stopPlannerStatistics();
      await app.close().catch(() => undefined);
      await flushBackground().catch(() => undefined);
      await flushMail().catch(() => undefined);
      await stopJobs().catch(() => undefined);
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
