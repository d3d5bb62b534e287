import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '@/server/db/client';
import type { QueueCounts } from '@/server/jobs';
import { installHooks, type ObservabilityHooks } from './hooks';

/**
 * The Prometheus metrics of one instance (prom-client), served by `npm start` at /metrics when
 * METRICS_TOKEN or METRICS_PORT is set (docs/adr/0018-operability.md). Code elsewhere reports
 * through hooks.ts; what can be read when scraped (pool, queues, streams) is read then.
 */
export type MetricsSources = {
  /** PostgreSQL only; without it (PGlite) the pool series are not exported at all. */
  poolStats?: () => PoolStats | undefined;
  queueCounts: () => Promise<QueueCounts[]>;
  sseClients: () => number;
  inFlight: () => number;
  isReady: () => boolean;
};

export type Metrics = {
  registry: Registry;
  /** One answered request: `route` is its route template (route-template.ts), never its path. */
  observeRequest: (method: string, route: string, status: number, seconds: number) => void;
};

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A scrape must not hang on a database that does not answer. */
const SCRAPE_QUERY_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'darvazeh_http_request_duration_seconds',
    help: 'Answered HTTP requests by route template, method and status, and how long each took (its _count is the request count)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'darvazeh_http_requests_in_flight',
    help: 'Requests being handled now (server-sent event streams not included)',
    registers: [registry],
    collect() {
      this.set(sources.inFlight());
    },
  });
  new Gauge({
    name: 'darvazeh_sse_clients',
    help: 'Open server-sent event streams (notification badges)',
    registers: [registry],
    collect() {
      this.set(sources.sseClients());
    },
  });
  new Gauge({
    name: 'darvazeh_ready',
    help: '1 while the instance has started and is not draining',
    registers: [registry],
    collect() {
      this.set(sources.isReady() ? 1 : 0);
    },
  });
  const pageCache = new Counter({
    name: 'darvazeh_page_cache_lookups_total',
    help: "Reads of the instance's rendered-page cache, by result (hit: a fresh entry was served)",
    labelNames: ['result'] as const,
    registers: [registry],
  });
  pageCache.inc({ result: 'hit' }, 0);
  pageCache.inc({ result: 'miss' }, 0);
  const { poolStats } = sources;
  if (poolStats) {
    new Gauge({
      name: 'darvazeh_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total open, idle, and requests waiting for one)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'darvazeh_db_pool_max',
      help: 'Most connections the PostgreSQL pool opens (DATABASE_POOL_SIZE)',
      registers: [registry],
      collect() {
        const stats = poolStats();
        if (stats) this.set(stats.max);
      },
    });
  }
  const queries = new Histogram({
    name: 'darvazeh_db_query_duration_seconds',
    help: 'SQL statements on the PostgreSQL pool and how long each took, by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  new Gauge({
    name: 'darvazeh_job_queue_jobs',
    help: 'Background jobs per queue by state (queued includes deferred: waiting for a retry or a later start)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      try {
        const counts = await withTimeout(sources.queueCounts(), SCRAPE_QUERY_MS);
        this.reset();
        for (const { name, queued, active, deferred, failed } of counts) {
          this.set({ queue: name, state: 'queued' }, queued);
          this.set({ queue: name, state: 'active' }, active);
          this.set({ queue: name, state: 'deferred' }, deferred);
          this.set({ queue: name, state: 'failed' }, failed);
        }
      } catch {
        // The database does not answer: readiness says so; the last counts stay.
      }
    },
  });
  const jobs = new Counter({
    name: 'darvazeh_jobs_finished_total',
    help: 'Background jobs this instance ran, by queue and outcome (failed: it threw; it is retried until its retry limit)',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  const mailFailures = new Counter({
    name: 'darvazeh_mail_delivery_failures_total',
    help: 'SMTP deliveries that failed; each is retried with a growing delay (MAIL_RETRY_DELAY_SECONDS, MAIL_RETRY_LIMIT)',
    registers: [registry],
  });
  mailFailures.inc(0);

  const hooks: ObservabilityHooks = {
    jobFinished: (queue, ok) => jobs.inc({ queue, outcome: ok ? 'completed' : 'failed' }),
    mailDeliveryFailed: () => mailFailures.inc(),
    queryFinished: (seconds, ok) => queries.observe({ outcome: ok ? 'ok' : 'error' }, seconds),
    pageCacheLookup: (hit) => pageCache.inc({ result: hit ? 'hit' : 'miss' }),
  };
  installHooks(hooks);

  return {
    registry,
    observeRequest: (method, route, status, seconds) => {
      const upper = method.toUpperCase();
      requests.observe({ method: KNOWN_METHODS.has(upper) ? upper : 'OTHER', route, status: String(status) }, seconds);
    },
  };
}

function bearerToken(request: IncomingMessage): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() ?? null;
}

/** Compares in constant time, so the answer's timing tells nothing about the token. */
export function isMetricsToken(offered: string | null, expected: string): boolean {
  if (offered === null) return false;
  const a = Buffer.from(offered);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Answers a scrape: 401 without `Authorization: Bearer <METRICS_TOKEN>` when a token is set,
 * else the registry in Prometheus's text format.
 */
export async function answerMetrics(
  request: IncomingMessage,
  response: ServerResponse,
  metrics: Metrics,
  token: string | undefined,
): Promise<void> {
  const headers = { 'Cache-Control': 'no-store' };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { ...headers, Allow: 'GET, HEAD', 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ message: 'GET only' }));
    return;
  }
  if (token !== undefined && !isMetricsToken(bearerToken(request), token)) {
    response.writeHead(401, {
      ...headers,
      'WWW-Authenticate': 'Bearer realm="metrics"',
      'Content-Type': 'application/json; charset=utf-8',
    });
    response.end(JSON.stringify({ message: 'metrics need Authorization: Bearer <METRICS_TOKEN>' }));
    return;
  }
  const body = await metrics.registry.metrics();
  response.writeHead(200, { ...headers, 'Content-Type': metrics.registry.contentType });
  response.end(request.method === 'HEAD' ? undefined : body);
}
