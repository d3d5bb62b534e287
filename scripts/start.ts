/**
 * `npm start`: listen on PORT at once (answering probes, and 503 to everything else until ready),
 * build when the sources changed, wait for the database, apply migrations, seed once, then serve
 * with request-body ceilings (src/shared/request-body-limits.ts). It fails loudly: a bad variable,
 * a port it cannot take, a database that does not answer in time or a failed migration ends the
 * process with exit code 1 and one line naming what to change. On SIGTERM or SIGINT it drains
 * (readiness 503, in-flight requests finish, streams close, job workers finish their job) within
 * SHUTDOWN_TIMEOUT_SECONDS, closes the database and Redis, and exits 0; a second signal exits at
 * once. Logs are JSON lines with the request id; metrics at /metrics when METRICS_TOKEN or
 * METRICS_PORT is set. See docs/adr/0018-operability.md and the README, "Operating an instance".
 * `npm start` runs it compiled (scripts/launch.mts); `npm run dev` through tsx.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import next from 'next';
import type * as NextEnvModule from '@next/env';
import { boundMemory } from './lib/bound-memory';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { env, isHttpsApp, type Env } from '../src/env';
import { translate } from '../src/i18n/messages';
import { closeDatabase, databaseHandle } from '../src/server/db/client';
import { newsletterQueues } from '../src/server/services/newsletter/queues';
import { jobQueueCounts, pauseJobs, startJobs, stopJobs } from '../src/server/jobs';
import { flushMail, mailQueue, mailSweepQueue } from '../src/server/mail/send';
import { exportQueue } from '../src/server/services/portability/run-export-job';
import { exportExpiryQueue } from '../src/server/services/portability/expire-exports';
import { importQueue } from '../src/server/services/portability/run-import-job';
import { scheduledPublishingQueues } from '../src/server/services/scheduled-publishing';
import { webhookQueue, webhookSweepQueue } from '../src/server/services/webhooks/deliver';
import { parseTrustedProxies, PEER_ADDRESS_HEADER } from '../src/server/http/client-info';
import { promoteBodyLength } from '../src/server/http/body-length';
import { closeAfterEarlyAnswer } from '../src/server/http/early-answer';
import { hardenNodeResponse } from '../src/server/http/harden-node-response';
import { encodeResponse } from '../src/server/http/encode-response';
import { answerNotFoundPages } from '../src/server/http/page-status';
import { answerLegacyRedirect } from '../src/server/http/legacy-redirect';
import { treatHeadAsGet } from '../src/server/http/head-as-get';
import { requestLocale } from '../src/server/http/locale';
import { flushBackground } from '../src/server/background';
import { flushAnalytics } from '../src/server/services/analytics/collect';
import { flushSearchCounts } from '../src/server/services/content/search-counts';
import { analyticsQueue } from '../src/server/services/analytics/rollup';
import { closeRateLimits } from '../src/server/rate-limit';
import { resetTagStore } from '../src/server/page-cache/tag-store.ts';
import { runMigrations } from '../src/server/db/migrate';
import { keepPlannerStatistics } from '../src/server/db/planner-statistics';
import { runSeeds } from '../src/server/seed';
import { createLogger, installLogger, logOptionsFromEnvironment, requestContext, routeConsole } from '../src/server/observability/logger';
import { answerMetrics, createMetrics, type Metrics } from '../src/server/observability/metrics';
import { answerProbe, createProbes, LIVENESS_PATH, READINESS_PATH, type StartStep } from '../src/server/observability/probes';
import { REQUEST_ID_HEADER, requestIdFor } from '../src/server/observability/request-id';
import { loadRouteMatcher, type RouteMatcher } from '../src/server/observability/route-template';
import {
  connectionProblem,
  describeConfigError,
  describeDatabaseUrl,
  describeListenError,
  StartupError,
  waitForDatabase,
} from '../src/server/observability/startup';
import { createTraffic, markExpected } from '../src/server/observability/traffic';
import { buildIfNeededInBackground } from './lib/build';
import { limitRequestBody } from './lib/request-body-limit';
import { isShareableQueryPage, publicCacheControl, QUERY_PAGE_CACHE_CONTROL } from './lib/cache-control';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const root = process.cwd();
const isDev = process.argv.includes('--dev');

const METRICS_PATH = '/metrics';
const KEEP_ALIVE_MS = 65_000;
/** Two copies of one Ctrl-C (the terminal's and the one npm forwards) are one signal, not two. */
const SAME_SIGNAL_MS = 1000;

// The log first: everything after it, a configuration error included, is a JSON line (text at a terminal).
const VALID_LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
const logOptions = logOptionsFromEnvironment(process.env, process.stdout.isTTY === true);
if (!VALID_LEVELS.has(logOptions.level)) logOptions.level = 'info';
const logger = createLogger(logOptions);
installLogger(logger);
routeConsole(logger);

function log(message: string): void {
  logger.info(message);
}

/** Ends the process: one line saying what to change, exit code 1. */
function fail(message: string, error?: unknown): never {
  if (error instanceof Error && !(error instanceof StartupError)) logger.fatal({ err: error }, message);
  else logger.fatal(message);
  process.exit(1);
}

process.on('uncaughtException', (error) => fail(`uncaught exception: ${error.message}`, error));
process.on('unhandledRejection', (reason) => fail(`unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`, reason));

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
  // Next fills a missing X-Forwarded-For with the peer, which would hide the X-Real-IP a proxy sent
  // alone; client-info.ts still believes either only from a trusted proxy.
  const realIp = request.headers['x-real-ip'];
  if (request.headers['x-forwarded-for'] === undefined && typeof realIp === 'string') request.headers['x-forwarded-for'] = realIp;
}

function pathnameOf(request: IncomingMessage): string {
  return (request.url ?? '/').split('?')[0] ?? '/';
}

/** An error in the API envelope, in the reader's language, naming the request. */
function answerError(request: IncomingMessage, response: ServerResponse, status: 500 | 503, requestId: string): void {
  const locale = requestLocale(new Request(new URL(request.url ?? '/', 'http://localhost'), { headers: { 'accept-language': request.headers['accept-language'] ?? '' } }));
  const body = JSON.stringify({ message: translate(locale, 'api.server'), request_id: requestId });
  // Until the app is ready, every address but the probes is a 503 that says when to try again.
  const retry = status === 503 ? { 'Retry-After': '5' } : {};
  if (status === 503) markExpected(response);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...retry });
  response.end(request.method === 'HEAD' ? undefined : body);
}

function listen(server: Server, port: number, host: string, variable: 'PORT' | 'METRICS_PORT'): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => reject(new StartupError(describeListenError(error, { host, port, variable })));
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      // An error after listening (rare: the socket fails) must not pass in silence either.
      server.on('error', (error) => fail(`the server on ${host}:${port} failed: ${error.message}`, error));
      resolve();
    });
  });
}

function readConfiguration(): Env {
  try {
    const config = env();
    // A typo in TRUSTED_PROXIES must stop the start, not silently trust nobody (or everybody).
    parseTrustedProxies(config.TRUSTED_PROXIES);
    return config;
  } catch (error) {
    if (error instanceof z.ZodError) fail(describeConfigError(error, process.env));
    fail(`invalid configuration: ${error instanceof Error ? error.message : String(error)}. Change it (README, "Configuration") and start again`);
  }
}

/**
 * Next's own configuration as the build resolved it (.next/required-server-files.json), handed to
 * Next the way its standalone server does: reading next.config.ts at start compiled it with SWC and
 * ran the build plugins, which left the SWC binaries (about 60 MB) in the serving process. The
 * `.env` files Next would have read while loading it are read here, as before.
 */
function takeBuiltNextConfig(distDir: string): void {
  const config = (JSON.parse(readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8')) as { config: unknown }).config;
  const { loadEnvConfig } = createRequire(createRequire(path.join(root, 'package.json')).resolve('next/package.json'))('@next/env') as NextEnv;
  loadEnvConfig(root, false, { info: () => undefined, error: (message: string) => logger.error(message) });
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}

type NextEnv = typeof NextEnvModule;

class StopRequested extends Error {}

async function main(): Promise<void> {
  const config = readConfiguration();
  boundMemory(config);
  const { PORT: port, HOST: host } = config;
  const trustedProxies = parseTrustedProxies(config.TRUSTED_PROXIES);
  const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? '.next');
  const redisUrl = config.REDIS_URL || undefined;

  // Readiness asks Redis on a connection of its own, which never queues a command while Redis is away.
  const healthRedis = redisUrl
    ? new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 2000 }).on('error', () => undefined)
    : undefined;
  const probes = createProbes({
    pingDatabase: () => databaseHandle().ping(),
    pingRedis: healthRedis ? async () => void (await healthRedis.ping()) : undefined,
  });

  let routeOf: RouteMatcher = loadRouteMatcher(distDir);
  const quietPaths = new Set([LIVENESS_PATH, READINESS_PATH, METRICS_PATH]);
  const isMetricsOn = Boolean(config.METRICS_TOKEN || config.METRICS_PORT);
  let metrics: Metrics | undefined;
  const traffic = createTraffic({
    log: logger,
    routeOf: (pathname) => routeOf(pathname),
    observe: (...args) => metrics?.observeRequest(...args),
    quietPaths,
  });
  if (isMetricsOn) {
    metrics = createMetrics({
      // Read only while serving: once the drain has closed the database, asking would open it again.
      poolStats: config.DATABASE_URL ? () => (probes.phase() === 'ready' ? databaseHandle().poolStats?.() : undefined) : undefined,
      queueCounts: () => (probes.phase() === 'starting' ? Promise.resolve([]) : jobQueueCounts()),
      sseClients: () => traffic.sseClients(),
      inFlight: () => traffic.inFlight(),
      isReady: () => probes.phase() === 'ready',
    });
  }

  let handler: ReturnType<ReturnType<typeof next>['getRequestHandler']> | undefined;

  async function serve(request: IncomingMessage, response: ServerResponse, requestId: string): Promise<void> {
    const pathname = pathnameOf(request);
    if (await answerProbe(request, response, probes, pathname)) return;
    // With METRICS_PORT the metrics live there only, never on the public port.
    if (metrics && !config.METRICS_PORT && pathname === METRICS_PATH) return answerMetrics(request, response, metrics, config.METRICS_TOKEN);
    stampPeerAddress(request);
    if (hardenNodeResponse(request, response, { isHttps: isHttpsApp() })) return;
    if (!handler || probes.phase() === 'starting') return answerError(request, response, 503, requestId);
    // An old address (a WordPress permalink the import recorded) is answered before the app's 404.
    if (await answerLegacyRedirect(request, response)) return;
    // From here on a HEAD takes the GET's path, so its status is decided by the page (404 included).
    treatHeadAsGet(request);
    // `next dev` evaluates code and reloads over a socket; the script policy is for the build.
    if (!isDev) encodeResponse(request, response);
    if (limitRequestBody(request, response)) return;
    closeAfterEarlyAnswer(request, response);
    shareableCacheControl(request, response);
    promoteBodyLength(response);
    // Last, so it sees a whole page before any of the above sends its headers.
    answerNotFoundPages(response);
    await handler(request, response);
  }

  const server = createServer((request, response) => {
    // The id a trusted proxy sent, or a new one; the app reads it here, the client gets it back.
    const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER], request.socket.remoteAddress, trustedProxies);
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.setHeader('X-Request-Id', requestId);
    traffic.begin(request, response, requestId);
    requestContext().run({ requestId }, () => {
      serve(request, response, requestId).catch((error: unknown) => {
        logger.error({ err: error }, 'request failed');
        if (response.headersSent) response.destroy();
        else answerError(request, response, 500, requestId);
      });
    });
  });
  // Node closes an idle kept-alive connection after 5 s; a proxy (nginx keeps upstream connections
  // 60 s) or a client that sends on it just then gets ECONNRESET. Idle connections stay open longer
  // than the proxies', and a request's headers may take as long (Node wants the two in this order).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  // Before anything slow: a port that is taken ends the start in seconds, not after migrations.
  await listen(server, port, host, 'PORT');
  let metricsServer: Server | undefined;
  if (metrics && config.METRICS_PORT) {
    const served = metrics;
    metricsServer = createServer((request, response) => {
      if (pathnameOf(request) !== METRICS_PATH) {
        response.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ message: 'Not found: metrics are at /metrics' }));
        return;
      }
      answerMetrics(request, response, served, config.METRICS_TOKEN).catch((error: unknown) => {
        logger.error({ err: error }, 'metrics failed');
        if (!response.headersSent) response.writeHead(500).end();
      });
    });
    await listen(metricsServer, config.METRICS_PORT, host, 'METRICS_PORT');
    log(`metrics on http://${host}:${config.METRICS_PORT}${METRICS_PATH}`);
  } else if (metrics) {
    log(`metrics on ${METRICS_PATH} of this port, for scrapers that send METRICS_TOKEN`);
  }
  log(`listening on ${host}:${port}; ${READINESS_PATH} answers 503 until the app is ready`);

  // Signals: the first drains, a second (not the copy npm forwards of the same Ctrl-C) exits at once.
  let stopping: { signal: NodeJS.Signals; at: number } | undefined;
  let stopApp: (() => Promise<void>) | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      if (Date.now() - stopping.at < SAME_SIGNAL_MS) return;
      logger.warn(`${signal} again: exiting at once`);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
    stopping = { signal, at: Date.now() };
    const budgetMs = (config.SHUTDOWN_DELAY_SECONDS + config.SHUTDOWN_TIMEOUT_SECONDS) * 1000;
    // However a step hangs, the process does not outlive its budget by more than a few seconds.
    setTimeout(() => fail(`shutdown did not finish within SHUTDOWN_TIMEOUT_SECONDS (${config.SHUTDOWN_TIMEOUT_SECONDS} s) and 5 s more; exiting`), budgetMs + 5000).unref();
    if (stopApp) void stopApp();
    else log(`${signal} during the start: stopping after the current step (${probes.step()})`);
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));

  const step = (name: StartStep) => {
    if (stopping) throw new StopRequested();
    probes.setStep(name);
  };

  try {
    if (!isDev) {
      step('building');
      const built = await buildIfNeededInBackground(root, 'inherit');
      log(built ? 'built' : 'reusing the existing build');
      routeOf = loadRouteMatcher(distDir);
    }

    step('connecting');
    const handle = databaseHandle();
    const where = handle.kind === 'pglite' ? `PGlite in ${path.resolve(config.DATA_DIR)}` : `PostgreSQL at ${describeDatabaseUrl(config.DATABASE_URL ?? '')}`;
    log(`database: ${where}`);
    await waitForDatabase(() => handle.ping(), {
      seconds: config.DATABASE_WAIT_SECONDS,
      shouldStop: () => stopping !== undefined,
      onRetry: (attempt, error, delayMs) =>
        logger.warn(`database does not answer (${connectionProblem(error)}); attempt ${attempt + 1} in ${(delayMs / 1000).toFixed(1)} s`),
    }).catch((error: unknown) => {
      if (stopping) throw new StopRequested();
      const attempts = (error as { attempts?: number }).attempts ?? 1;
      throw new StartupError(
        `cannot reach the database (${where}): ${connectionProblem(error)}, after ${attempts} attempts in ${config.DATABASE_WAIT_SECONDS} s. Check DATABASE_URL and that the server runs, or raise DATABASE_WAIT_SECONDS`,
      );
    });

    step('migrating');
    await runMigrations(handle).catch((error: unknown) => {
      throw new StartupError(
        `database migrations failed: ${connectionProblem(error)}. Nothing was served; the database user of DATABASE_URL must be able to create tables (see the log above for the statement)`,
      );
    });
    step('seeding');
    const seeded = await runSeeds(handle, { demo: config.SEED_DEMO }).catch((error: unknown) => {
      throw new StartupError(`seeding failed: ${connectionProblem(error)}. Check ADMIN_EMAIL, ADMIN_PASSWORD and SEED_DEMO`);
    });
    if (seeded.length) log(`seeded: ${seeded.join(', ')}`);

    step('preparing');
    const stopPlannerStatistics = await keepPlannerStatistics(handle, log);
    const { MAIL_RETRY_DELAY_SECONDS, MAIL_RETRY_LIMIT, JOB_POLL_SECONDS } = config;
    const queues = [mailQueue({ retryDelay: MAIL_RETRY_DELAY_SECONDS, retryLimit: MAIL_RETRY_LIMIT }), importQueue(), exportQueue(), exportExpiryQueue(), ...scheduledPublishingQueues(), webhookQueue(), webhookSweepQueue(), mailSweepQueue(), ...newsletterQueues(), analyticsQueue()];
    await startJobs(handle, queues, {
      pollingIntervalSeconds: JOB_POLL_SECONDS,
    });
    // After the build step: a build started with this variable set would take the old configuration.
    if (!isDev) takeBuiltNextConfig(distDir);
    const app = next({ dev: isDev, dir: root, port, hostname: host });
    await app.prepare();
    // Read once by prepare(); no process started later (a build, an import) must see it.
    delete process.env.__NEXT_PRIVATE_STANDALONE_CONFIG;
    handler = app.getRequestHandler();
    if (healthRedis) await healthRedis.connect().catch(() => undefined);

    stopApp = async () => {
      const signal = stopping?.signal ?? 'SIGTERM';
      const deadline = Date.now() + (config.SHUTDOWN_DELAY_SECONDS + config.SHUTDOWN_TIMEOUT_SECONDS) * 1000;
      probes.markDraining();
      log(`${signal}: finishing in-flight requests`);
      traffic.drain();
      void pauseJobs();
      if (config.SHUTDOWN_DELAY_SECONDS > 0) {
        log(`readiness answers 503; still serving for SHUTDOWN_DELAY_SECONDS (${config.SHUTDOWN_DELAY_SECONDS} s) while load balancers notice`);
        await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_SECONDS * 1000));
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        traffic.idle().then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), Math.max(0, deadline - Date.now()));
        }),
      ]);
      clearTimeout(timer);
      if (timedOut) logger.warn(`${traffic.inFlight()} requests still open after SHUTDOWN_TIMEOUT_SECONDS (${config.SHUTDOWN_TIMEOUT_SECONDS} s); closing them`);
      server.closeAllConnections();
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000))]);
      metricsServer?.close();
      metricsServer?.closeAllConnections();
      stopPlannerStatistics();
      await app.close().catch(() => undefined);
      await flushBackground().catch(() => undefined);
      await flushMail().catch(() => undefined);
      await flushAnalytics().catch(() => undefined);
      await flushSearchCounts().catch(() => undefined);
      // The job in hand finishes (or, past the budget, is left to pg-boss to hand out again).
      await stopJobs(deadline - Date.now()).catch(() => undefined);
      await closeRateLimits().catch(() => undefined);
      await resetTagStore().catch(() => undefined);
      healthRedis?.disconnect();
      await closeDatabase();
      log('database closed; bye');
      process.exit(0);
    };
    if (stopping) throw new StopRequested();
    probes.markReady();
    log(`ready on http://localhost:${port}`);
  } catch (error) {
    if (!(error instanceof StopRequested)) throw error;
    log(`${stopping?.signal ?? 'signal'}: stopped before serving`);
    server.close();
    server.closeAllConnections();
    metricsServer?.close();
    await stopJobs(1000).catch(() => undefined);
    healthRedis?.disconnect();
    await closeDatabase().catch(() => undefined);
    log('database closed; bye');
    process.exit(0);
  }
}

main().catch(async (error: unknown) => {
  const message = error instanceof StartupError ? error.message : `failed to start: ${error instanceof Error ? error.message : String(error)}`;
  await Promise.race([closeDatabase().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000))]);
  fail(message, error);
});
