import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sep } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { parseTrustedProxies } from '@/server/http/client-info';
import { toErrorResponse } from '@/server/http/handler';
import { installHooks, report } from '@/server/observability/hooks';
import { createLogger, requestContext, routeConsole, textLine } from '@/server/observability/logger';
import { answerMetrics, createMetrics, isMetricsToken } from '@/server/observability/metrics';
import { answerProbe, createProbes } from '@/server/observability/probes';
import { loggablePath, redactSecrets, secretValues } from '@/server/observability/redact';
import { requestIdFor } from '@/server/observability/request-id';
import { routeMatcher, UNMATCHED } from '@/server/observability/route-template';
import { describeConfigError, describeDatabaseUrl, describeListenError, waitForDatabase } from '@/server/observability/startup';
import { createTraffic } from '@/server/observability/traffic';

/** A logger whose lines land in an array, parsed. */
function capturedLogger(secrets: string[] = [], level: 'info' | 'debug' = 'debug') {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger({ level, format: 'json', secrets, destination });
  return { logger, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const servers: Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  installHooks(undefined);
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('secrets never reach a log line', () => {
  it('cuts passwords from URLs, bearer tokens, link tokens, session cookies and credential fields', () => {
    const line = JSON.stringify({
      msg: 'connect postgres://app:s3cret-pass@db:5432/x failed; Authorization: Bearer 12|abcdefghijklmnop',
      path: '/fa/reset-password?token=deadbeefcafe&email=a%40b.c',
      cookie: 'authorization_token=12%7Csecretvalue; XSRF-TOKEN=xsrfvalue123',
      body: { password: 'correct horse', nested: { token: 'tok-123456' } },
    });
    const redacted = redactSecrets(line);
    for (const secret of [
      's3cret-pass',
      'abcdefghijklmnop',
      'deadbeefcafe',
      'secretvalue',
      'xsrfvalue123',
      'correct horse',
      'tok-123456',
    ]) {
      expect(redacted).not.toContain(secret);
    }
    expect(redacted).toContain('email=a%40b.c');
    expect(JSON.parse(redacted)).toMatchObject({ path: '/fa/reset-password?token=[redacted]&email=a%40b.c' });
  });

  it('cuts the literal values of the secret variables, also when JSON escaped them', () => {
    const secrets = secretValues({
      ADMIN_PASSWORD: 'admin-"quoted"-pw',
      METRICS_TOKEN: 'metrics-token-0123456789',
      DATABASE_URL: 'postgres://app:db%20pass%20word@db/x',
      REDIS_URL: 'redis://127.0.0.1:6379',
      S3_SECRET_ACCESS_KEY: 'abc',
    });
    expect(secrets).toEqual(expect.arrayContaining(['admin-"quoted"-pw', 'metrics-token-0123456789', 'db pass word']));
    expect(secrets).not.toContain('abc');
    const line = JSON.stringify({ msg: 'seen admin-"quoted"-pw and metrics-token-0123456789 and db pass word' });
    const redacted = redactSecrets(line, secrets);
    expect(redacted).not.toMatch(/quoted|metrics-token|db pass/);
    expect(() => JSON.parse(redacted)).not.toThrow();
  });

  it('keeps a path and its harmless query for the log', () => {
    expect(loggablePath('/en/articles?page=2&q=bitcoin')).toBe('/en/articles?page=2&q=bitcoin');
    expect(loggablePath('/api/x?password=hunter22')).toBe('/api/x?password=[redacted]');
  });

  it('cuts the token of a reset, a verification and a preview link from a logged path, and leaves route templates', () => {
    const token = 'Zm9vYmFyYmF6cXV4LXByZXZpZXctdG9rZW4tMTIzNDU2';
    expect(loggablePath(`/fa/preview/${token}`)).toBe('/fa/preview/[redacted]');
    expect(loggablePath(`/api/preview/${token}?locale=en`)).toBe('/api/preview/[redacted]?locale=en');
    expect(loggablePath(`/en/articles/x?preview=${token}`)).toBe('/en/articles/x?preview=[redacted]');
    expect(loggablePath(`/en/reset-password?token=${token}&email=a%40b.c`)).toBe('/en/reset-password?token=[redacted]&email=a%40b.c');
    expect(loggablePath(`/fa/verify-email?token=${token}`)).toBe('/fa/verify-email?token=[redacted]');
    expect(redactSecrets(JSON.stringify({ msg: `GET http://localhost:3000/en/preview/${token} failed` }))).not.toContain(token);
    expect(redactSecrets(JSON.stringify({ route: '/[locale]/preview/[token]' }))).toContain('/[locale]/preview/[token]');
  });

  it('knows every page and endpoint whose address carries a secret', () => {
    // Each route folder named for a secret, filled in as a request would: its token must not reach the log.
    const secretSegment = /^\[(?:token|secret|code|signature)\]$/;
    const routes = (readdirSync('src/app', { recursive: true }) as string[]).filter((entry) => entry.split(sep).some((part) => secretSegment.test(part)));
    expect(routes.length).toBeGreaterThan(0);
    const token = 'c2VjcmV0LXRva2VuLW9mLXRoZS1saW5rLTEyMzQ1Njc4';
    for (const route of routes) {
      const parts = route.split(sep).filter((part) => !/^\(.*\)$/.test(part) && !/\.\w+$/.test(part));
      const path = `/${parts.map((part) => (secretSegment.test(part) ? token : part === '[locale]' ? 'fa' : part.startsWith('[') ? 'x' : part)).join('/')}`;
      expect(loggablePath(path), route).not.toContain(token);
    }
  });
});

describe('request ids', () => {
  const proxies = parseTrustedProxies('127.0.0.1,10.0.0.0/8');

  it('keeps the id a trusted proxy sent, and makes one for anyone else', () => {
    expect(requestIdFor('abc-123', '127.0.0.1', proxies)).toBe('abc-123');
    expect(requestIdFor('abc-123', '::ffff:10.1.2.3', proxies)).toBe('abc-123');
    const stranger = requestIdFor('abc-123', '203.0.113.9', proxies);
    expect(stranger).not.toBe('abc-123');
    expect(stranger).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an id that could forge or break a log line, even from a proxy', () => {
    for (const bad of ['', 'a b', 'x"}\n{"level":"fatal', 'x'.repeat(200)])
      expect(requestIdFor(bad, '127.0.0.1', proxies)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the request in a 500 answer when it has an id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = toErrorResponse(new Error('boom'), 'en', 'req-42');
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ request_id: 'req-42' });
    expect(await toErrorResponse(new Error('boom'), 'en').json()).not.toHaveProperty('request_id');
  });
});

describe('the log', () => {
  it('writes JSON lines that carry the request id of the request being handled', async () => {
    const { logger, records } = capturedLogger();
    logger.info('outside');
    await requestContext().run({ requestId: 'rid-1' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.warn('inside');
    });
    const [outside, inside] = records();
    expect(outside).toMatchObject({ level: 'info', msg: 'outside' });
    expect(outside).not.toHaveProperty('request_id');
    expect(inside).toMatchObject({ level: 'warn', msg: 'inside', request_id: 'rid-1' });
    expect(typeof inside?.time).toBe('string');
  });

  it('routes console.* through it, an Error becoming `err` with its stack', () => {
    const saved = { log: console.log, info: console.info, warn: console.warn, error: console.error, debug: console.debug };
    const { logger, records } = capturedLogger(['hunter2-secret']);
    const raw: string[] = [];
    try {
      routeConsole(logger, (text) => raw.push(text));
      console.error('[api] unhandled error', new Error('failed with hunter2-secret'));
      console.log('[darvazeh] ready on http://localhost:3000');
      console.info('\u001b[32m✓\u001b[39m Running next.config.ts');
    } finally {
      Object.assign(console, saved);
    }
    const [error, ready, coloured] = records();
    expect(error).toMatchObject({ level: 'error', msg: '[api] unhandled error' });
    expect((error?.err as { stack: string }).stack).toContain('failed with [redacted]');
    expect(ready).toMatchObject({ level: 'info', msg: '[darvazeh] ready on http://localhost:3000' });
    expect(coloured).toMatchObject({ level: 'info', msg: '✓ Running next.config.ts' });
    expect(raw).toEqual([]);
  });

  it('logs a development outbox mail without its link, and prints it whole only at LOG_LEVEL=debug', () => {
    const saved = { log: console.log, info: console.info, warn: console.warn, error: console.error, debug: console.debug };
    const mail = '[mail] outbox → reader@example.com: Reset your password\nOpen http://localhost:3000/en/reset-password?token=onetimesecret123&email=reader%40example.com';
    const atInfo = capturedLogger([], 'info');
    const atDebug = capturedLogger([], 'debug');
    const raw: { info: string[]; debug: string[] } = { info: [], debug: [] };
    try {
      routeConsole(atInfo.logger, (text) => raw.info.push(text));
      console.info(mail);
      routeConsole(atDebug.logger, (text) => raw.debug.push(text));
      console.info(mail);
    } finally {
      Object.assign(console, saved);
    }
    expect(raw.info).toEqual([]);
    expect(atInfo.lines.join('\n')).not.toContain('onetimesecret123');
    expect(atInfo.records()).toEqual([
      expect.objectContaining({ level: 'info', msg: expect.stringContaining('[mail] outbox → reader@example.com: Reset your password') }),
    ]);
    expect(raw.debug).toEqual([`${mail}\n`]);
  });

  it('reads as a short line at a terminal', () => {
    const line = textLine(
      JSON.stringify({
        level: 'info',
        time: '2026-01-02T03:04:05.678Z',
        pid: 1,
        hostname: 'h',
        msg: 'request',
        status: 200,
        request_id: 'r1',
      }),
    );
    expect(line).toBe('03:04:05.678 INFO  request  status=200 request_id=r1\n');
  });
});

describe('route templates', () => {
  const matcher = routeMatcher({
    staticRoutes: [
      { page: '/api/health', regex: '^/api/health(?:/)?$' },
      { page: '/', regex: '^/(?:/)?$' },
    ],
    dynamicRoutes: [
      { page: '/[locale]/[section]/[slug]', regex: '^/([^/]+?)/([^/]+?)/([^/]+?)(?:/)?$' },
      { page: '/[locale]', regex: '^/([^/]+?)(?:/)?$' },
    ],
  });

  it('labels a path by its route, never by itself', () => {
    expect(matcher('/api/health')).toBe('/api/health');
    expect(matcher('/en/articles/some-slug')).toBe('/[locale]/[section]/[slug]');
    expect(matcher('/fa/articles/another.rsc')).toBe('/[locale]/[section]/[slug]');
    expect(matcher('/_next/static/chunks/abc.js')).toBe('/_next/static');
    expect(matcher('/a/b/c/d/e')).toBe(UNMATCHED);
  });
});

describe('failing loudly at start', () => {
  it('names the variable to change', () => {
    const schema = z.object({ PORT: z.coerce.number().int(), METRICS_TOKEN: z.string().min(16) });
    const result = schema.safeParse({ PORT: 'abc', METRICS_TOKEN: 'short-secret' });
    expect(result.success).toBe(false);
    const message = describeConfigError(result.error!, { PORT: 'abc', METRICS_TOKEN: 'short-secret' });
    expect(message).toMatch(/^invalid configuration: PORT="abc": .*METRICS_TOKEN \(value hidden\)/);
    expect(message).not.toContain('short-secret');

    const inUse = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
    expect(describeListenError(inUse, { host: '0.0.0.0', port: 3000, variable: 'PORT' })).toMatch(
      /3000: the port is already in use.*Set PORT/,
    );
    const denied = Object.assign(new Error('listen EACCES'), { code: 'EACCES' });
    expect(describeListenError(denied, { host: '0.0.0.0', port: 80, variable: 'PORT' })).toMatch(
      /no permission.*Set PORT to a port above 1023/,
    );
    expect(describeDatabaseUrl('postgres://app:secret@db.example:6543/site')).toBe('db.example:6543/site');
  });

  it('retries the database with a growing pause, then gives up within its budget', async () => {
    let calls = 0;
    const pauses: number[] = [];
    const answered = await waitForDatabase(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('ECONNREFUSED');
      },
      { seconds: 5, firstDelayMs: 10, onRetry: (_attempt, _error, delay) => pauses.push(delay) },
    );
    expect(answered.attempts).toBe(3);
    expect(pauses).toEqual([10, 20]);

    const started = Date.now();
    const failure = await waitForDatabase(() => Promise.reject(new Error('ECONNREFUSED')), {
      seconds: 0.3,
      firstDelayMs: 20,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as { attempts: number }).attempts).toBeGreaterThan(2);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('readiness and liveness', () => {
  it('is 503 while starting and draining, and while the database or Redis does not answer', async () => {
    let databaseUp = true;
    let redisUp = true;
    const probes = createProbes({
      pingDatabase: async () => {
        if (!databaseUp) throw new Error('down');
      },
      pingRedis: () => (redisUp ? Promise.resolve() : new Promise(() => undefined)),
      timeoutMs: 50,
    });
    const base = await serve((request, response) => {
      void answerProbe(request, response, probes, (request.url ?? '/').split('?')[0]!).then((answered) => {
        if (!answered) response.writeHead(404).end();
      });
    });
    const ready = async () => {
      const answer = await fetch(`${base}/readyz`);
      return { status: answer.status, body: (await answer.json()) as Record<string, string> };
    };
    probes.setStep('migrating');
    expect(await ready()).toEqual({
      status: 503,
      body: { status: 'starting', step: 'migrating', database: 'unknown', redis: 'unknown' },
    });
    expect((await fetch(`${base}/livez`)).status).toBe(200);

    probes.markReady();
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready', database: 'up', redis: 'up' } });
    redisUp = false;
    expect(await ready()).toMatchObject({ status: 503, body: { status: 'unavailable', redis: 'down' } });
    redisUp = true;
    databaseUp = false;
    expect(await ready()).toMatchObject({ status: 503, body: { status: 'unavailable', database: 'down' } });
    databaseUp = true;

    probes.markDraining();
    expect(await ready()).toMatchObject({ status: 503, body: { status: 'draining' } });
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    expect((await fetch(`${base}/other`)).status).toBe(404);
  });
});

describe('metrics', () => {
  it('count requests by template, page-cache lookups, jobs and mail failures, behind the token', async () => {
    const metrics = createMetrics({
      poolStats: () => ({ max: 10, total: 3, idle: 2, waiting: 0 }),
      queueCounts: async () => [{ name: 'mail-delivery', queued: 4, active: 1, deferred: 2, failed: 1 }],
      sseClients: () => 5,
      inFlight: () => 1,
      isReady: () => true,
    });
    metrics.observeRequest('get', '/[locale]/[section]/[slug]', 200, 0.02);
    report().pageCacheLookup?.(true);
    report().pageCacheLookup?.(false);
    report().jobFinished?.('mail-delivery', false);
    report().mailDeliveryFailed?.();
    report().queryFinished?.(0.003, true);

    const token = 'a-metrics-token-of-some-length';
    const base = await serve((request, response) => void answerMetrics(request, response, metrics, token));
    expect((await fetch(base)).status).toBe(401);
    expect((await fetch(base, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const answer = await fetch(base, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    for (const series of [
      'darvazeh_http_request_duration_seconds_count{method="GET",route="/[locale]/[section]/[slug]",status="200"} 1',
      'darvazeh_page_cache_lookups_total{result="hit"} 1',
      'darvazeh_page_cache_lookups_total{result="miss"} 1',
      'darvazeh_jobs_finished_total{queue="mail-delivery",outcome="failed"} 1',
      'darvazeh_mail_delivery_failures_total 1',
      'darvazeh_db_query_duration_seconds_count{outcome="ok"} 1',
      'darvazeh_db_pool_connections{state="total"} 3',
      'darvazeh_job_queue_jobs{queue="mail-delivery",state="queued"} 4',
      'darvazeh_sse_clients 5',
      'darvazeh_ready 1',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(series);
    }
    expect(isMetricsToken(null, token)).toBe(false);
  });
});

describe('traffic', () => {
  it('waits for requests in flight, ends event streams on drain, and logs each request with its id', async () => {
    const { logger, records } = capturedLogger();
    const observed: [string, string, number][] = [];
    const traffic = createTraffic({
      log: logger,
      routeOf: (pathname) => pathname,
      observe: (method, route, status) => observed.push([method, route, status]),
    });
    let release = () => {};
    const base = await serve((request, response) => {
      traffic.begin(request, response, `id-${request.url}`);
      if (request.url === '/stream') {
        response.writeHead(200, { 'Content-Type': 'text/event-stream' });
        response.write('retry: 5000\n\n');
        return;
      }
      release = () => response.end('done');
    });

    const stream = await fetch(`${base}/stream`);
    const streamBody = stream.text();
    const slow = fetch(`${base}/slow`).then((answer) => answer.text());
    await expect.poll(() => traffic.inFlight()).toBe(1);
    expect(traffic.sseClients()).toBe(1);

    let isIdle = false;
    const idle = traffic.idle().then(() => (isIdle = true));
    traffic.drain();
    // The stream is ended by the drain; the slow request goes on until it is done.
    expect(await streamBody).toBe('retry: 5000\n\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isIdle).toBe(false);
    release();
    expect(await slow).toBe('done');
    await idle;
    expect(traffic.inFlight()).toBe(0);
    await expect.poll(() => records().length).toBe(2);
    expect(records()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: 'request', request_id: 'id-/slow', path: '/slow', status: 200 }),
        expect.objectContaining({ msg: 'request', request_id: 'id-/stream', status: 200 }),
      ]),
    );
    expect(observed).toEqual(expect.arrayContaining([['GET', '/slow', 200]]));
  });
});
