/**
 * Operating an instance (docs/adr/0018-operability.md): `npm start` fails loudly when it cannot
 * serve, answers readiness 503 while it starts and drains, finishes in-flight requests on SIGTERM
 * and exits 0, serves metrics only with its token, and writes JSON log lines that carry the
 * request id and no secret. Each test starts instances of its own beside the suite's A and B.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cluster, registerReader } from './client';
import { runId, startInstance, stopInstance, within, type Instance } from './cluster';
import { createDatabase, deleteRedisKeys, dropDatabase } from './global-setup';

/** Above the ports cluster.ts hands out, inside the suite's documented range (CLUSTER_PORT_BASE + 0–19). */
const portBase = Number(process.env.CLUSTER_PORT_BASE ?? 3150);
const ports = { observed: portBase + 10, unreachable: portBase + 11, interrupted: portBase + 12, closedDatabase: portBase + 13 };

/** Resolves with the exit code once the process has exited. */
function exitOf(instance: Instance): Promise<number | null> {
  if (instance.process.exitCode !== null) return Promise.resolve(instance.process.exitCode);
  return new Promise((resolve) => instance.process.once('exit', (code) => resolve(code)));
}

function logOf(instance: Instance): string {
  return instance.log.join('');
}

/** The log's records (every line of it must be one JSON object). */
function recordsOf(instance: Instance): Record<string, unknown>[] {
  return logOf(instance)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`a log line that is not JSON: ${line.slice(0, 300)}`);
      }
    });
}

async function exitsWithin(instance: Instance, ms: number): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${instance.name} still running after ${ms} ms\n${logOf(instance)}`)), ms);
  });
  return Promise.race([exitOf(instance), timeout]).finally(() => clearTimeout(timer));
}

describe('failing loudly', () => {
  it('a second start on a port that is taken exits non-zero within seconds, saying what to change', async () => {
    const taken = Number(new URL(cluster().a).port);
    const second = startInstance('same-port', taken, {});
    try {
      const started = Date.now();
      expect(await exitsWithin(second, 30_000)).toBe(1);
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(logOf(second)).toMatch(/cannot listen on 127\.0\.0\.1:\d+: the port is already in use.*Set PORT to a free port/);
      // The instance that holds the port goes on serving.
      expect((await fetch(`${cluster().a}/api/health`)).status).toBe(200);
    } finally {
      await stopInstance(second);
    }
  }, 60_000);

  it('a start whose DATABASE_URL does not answer retries with backoff, then exits non-zero without printing the password', async () => {
    const password = `db-secret-${runId()}`;
    const instance = startInstance('unreachable', ports.unreachable, {
      DATABASE_URL: `postgres://darvazeh:${password}@127.0.0.1:${ports.closedDatabase}/nowhere`,
      DATABASE_WAIT_SECONDS: '3',
    });
    try {
      expect(await exitsWithin(instance, 60_000)).toBe(1);
      const log = logOf(instance);
      expect(log).toMatch(/database does not answer .*attempt 2 in/);
      expect(log).toMatch(
        /cannot reach the database \(PostgreSQL at 127\.0\.0\.1:\d+\/nowhere\).*after \d+ attempts in 3 s\. Check DATABASE_URL.*DATABASE_WAIT_SECONDS/,
      );
      expect(log).not.toContain(password);
      expect(recordsOf(instance).at(-1)).toMatchObject({ level: 'fatal' });
    } finally {
      await stopInstance(instance);
    }
  }, 90_000);

  it('SIGTERM while the start waits for the database stops it at once with exit code 0', async () => {
    const instance = startInstance('interrupted', ports.interrupted, {
      DATABASE_URL: `postgres://darvazeh@127.0.0.1:${ports.closedDatabase}/nowhere`,
      DATABASE_WAIT_SECONDS: '120',
    });
    try {
      await within(
        60_000,
        async () => (/database does not answer/.test(logOf(instance)) ? true : undefined),
        'the start waiting for the database',
      );
      const ready = await fetch(`http://127.0.0.1:${ports.interrupted}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'starting', step: 'connecting' });
      instance.process.kill('SIGTERM');
      expect(await exitsWithin(instance, 15_000)).toBe(0);
      expect(logOf(instance)).toContain('stopped before serving');
    } finally {
      await stopInstance(instance);
    }
  }, 90_000);
});

describe('an instance an operator can watch', () => {
  const id = runId();
  const databaseName = `darvazeh_cluster_ops_${id}`;
  const redisPrefix = `darvazeh-cluster-ops-${id}`;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const metricsToken = `metrics-token-${id}-0123456789`;
  const admin = { email: `ops.${id}@example.com`, password: `ops-admin-${id}-password` };
  const readinessDuringStart: { status: number; body: Record<string, unknown> }[] = [];
  let instance: Instance;
  let base: string;

  beforeAll(async () => {
    const url = await createDatabase(databaseName);
    instance = startInstance('observed', ports.observed, {
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      METRICS_TOKEN: metricsToken,
      TRUSTED_PROXIES: '127.0.0.1',
      SHUTDOWN_DELAY_SECONDS: '2',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
      LOG_FORMAT: 'json',
      // Mail goes to the suite's SMTP server: the development outbox would print links into the log.
      SMTP_URL: `smtp://127.0.0.1:${cluster().mail.port}`,
    });
    base = instance.url;
    // From the moment it listens until it is ready, readiness says 503 and why.
    await within(
      240_000,
      async () => {
        if (instance.process.exitCode !== null) throw new Error(`exited with ${instance.process.exitCode}\n${logOf(instance)}`);
        const answer = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) });
        const body = (await answer.json()) as Record<string, unknown>;
        readinessDuringStart.push({ status: answer.status, body });
        return answer.status === 200 ? true : undefined;
      },
      'the observed instance ready',
    );
  }, 300_000);

  afterAll(async () => {
    await stopInstance(instance);
    await dropDatabase(databaseName).catch(() => undefined);
    await deleteRedisKeys(redisUrl, redisPrefix).catch(() => undefined);
  });

  it('answers readiness 503 while it starts, then 200 with its dependencies; liveness all along', async () => {
    const first = readinessDuringStart[0];
    expect(first?.status).toBe(503);
    expect(first?.body).toMatchObject({ status: 'starting' });
    expect(readinessDuringStart.at(-1)).toEqual({ status: 200, body: { status: 'ready', database: 'up', redis: 'up' } });
    const live = await fetch(`${base}/livez`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'alive', phase: 'ready' });
    // /api/health keeps its answer.
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok', database: 'up' });
    expect(logOf(instance)).toMatch(/"msg":"ready on http:\/\/localhost:\d+"/);
  });

  it('refuses the metrics without the token, and counts a request by its route template', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer not-the-token-at-all' } })).status).toBe(401);
    const scrape = async () => {
      const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
      expect(answer.status).toBe(200);
      return answer.text();
    };
    const count = (text: string) =>
      Number(
        /^darvazeh_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} (\d+)$/m.exec(
          text,
        )?.[1] ?? 0,
      );
    const before = count(await scrape());
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    await health.text();
    // Counted when the answer has left, a moment after the client has read it.
    const after = await within(
      2000,
      async () => {
        const text = await scrape();
        return count(text) === before + 1 ? text : undefined;
      },
      'the request counted',
    );
    for (const series of [
      'darvazeh_db_pool_connections{state="total"}',
      'darvazeh_job_queue_jobs{queue="mail-delivery"',
      'darvazeh_page_cache_lookups_total',
      'process_resident_memory_bytes',
    ]) {
      expect(after).toContain(series);
    }
  });

  it('writes the request id of the answer on the log line of its request, taking a trusted proxy’s id', async () => {
    const offered = `ops-${id}-request`;
    const answer = await fetch(`${base}/api/health`, { headers: { 'x-request-id': offered } });
    expect(answer.headers.get('x-request-id')).toBe(offered);
    const made = await fetch(`${base}/en/no-such-page-${id}`);
    const madeId = made.headers.get('x-request-id');
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    await within(
      5000,
      async () => {
        const records = recordsOf(instance);
        const line = records.find((record) => record.request_id === offered && record.msg === 'request');
        const other = records.find((record) => record.request_id === madeId && record.msg === 'request');
        return line && other ? { line, other } : undefined;
      },
      'the log lines of both requests',
    ).then(({ line, other }) => {
      expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/api/health', route: '/api/health', status: 200 });
      expect(other).toMatchObject({ path: `/en/no-such-page-${id}`, status: 404 });
    });
  });

  it('never writes a password, a token or the metrics token to the log', async () => {
    const login = await fetch(`${base}/api/user/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ login: admin.email, password: admin.password }),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { token: string } };
    const secretOfToken = data.token.split('|')[1]!;
    await fetch(`${base}/api/user/authentication/check-auth`, { headers: { authorization: `Bearer ${data.token}` } });
    await fetch(`${base}/api/user/authentication/check-auth`, {
      headers: { cookie: `authorization_token=${encodeURIComponent(data.token)}` },
    });
    const resetToken = `reset${id}secret`;
    await fetch(`${base}/en/reset-password?token=${resetToken}&email=x%40example.com`);
    await fetch(`${base}/api/user/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ login: admin.email, password: `${admin.password}-wrong` }),
    });
    await within(
      5000,
      async () => (logOf(instance).includes('reset-password?token=[redacted]') ? true : undefined),
      'the reset page logged',
    );
    const log = logOf(instance);
    for (const secret of [admin.password, secretOfToken, resetToken, metricsToken]) expect(log).not.toContain(secret);
    // Every line is a JSON record.
    expect(recordsOf(instance).length).toBeGreaterThan(5);
  });

  it('on SIGTERM answers readiness 503, lets a slow request finish and a stream close, and exits 0', async () => {
    const reader = await registerReader(base);
    const stream = await fetch(`${base}/api/user/notifications/stream`, { headers: { authorization: `Bearer ${reader.token}` } });
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    const streamEnded = stream.text().then(
      () => 'ended',
      () => 'ended',
    );

    // A request whose body is still arriving when the signal comes.
    const slow = request(`${base}/api/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', 'transfer-encoding': 'chunked' },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      slow.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      slow.on('error', reject);
    });
    slow.write('{"name":"A slow reader","email":"slow.reader@example.com",');
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalled = Date.now();
    const exited = exitOf(instance);
    instance.process.kill('SIGTERM');
    await within(
      5000,
      async () => (logOf(instance).includes('SIGTERM: finishing in-flight requests') ? true : undefined),
      'the drain begun',
    );
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    expect(await streamEnded).toBe('ended');

    // The rest of the body after the drain has started, and after the listener has closed.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(instance.process.exitCode).toBeNull();
    slow.end('"subject":"Late","message":"This message finished arriving after SIGTERM."}');
    const { status, body } = await answer;
    expect(status, body).toBeLessThan(500);
    expect(JSON.parse(body)).toBeTypeOf('object');

    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(25_000);
    const log = logOf(instance);
    expect(log).toContain('database closed');
    expect(log).not.toMatch(/requests still open after/);
  }, 60_000);
});
