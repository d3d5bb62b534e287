/**
 * Once per cluster suite: a fresh PostgreSQL database, a Redis key prefix of its own, an S3 test
 * server and an SMTP test server, instances A and B of the production build, Varnish in front.
 * Everything is stopped and dropped at the end.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import S3rver from 's3rver';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '../../scripts/lib/build';
import {
  adminDatabaseUrl,
  databaseUrl,
  ports,
  root,
  runId,
  startInstance,
  startProxy,
  StopWaiting,
  stopInstance,
  stopProxy,
  waitHealthy,
  within,
  type ClusterInfo,
  type Instance,
  type Proxy,
} from './cluster';
import { startMailServer, type MailServer } from './mail-server';

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: ClusterInfo;
  }
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export async function createDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return databaseUrl(name);
}

export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const id = runId();
  const databaseName = `darvazeh_cluster_${id}`;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `darvazeh-cluster-${id}`;
  const admin = { email: `cluster.${id}@example.com`, password: `cluster-${id}-password` };

  // Built once here: instances started together must not each decide to build.
  buildIfNeeded(root);
  const url = await createDatabase(databaseName);

  const instances: Instance[] = [];
  let proxy: Proxy | undefined;
  let s3: S3rver | undefined;
  let mailServer: MailServer | undefined;
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'darvazeh-cluster-s3-'));
  const mailDir = mkdtempSync(path.join(tmpdir(), 'darvazeh-cluster-mail-'));
  const teardown = async () => {
    await Promise.all(instances.map(stopInstance));
    if (proxy) await stopProxy(proxy);
    await s3?.close().catch((error: Error) => console.error('[cluster] s3 server:', error.message));
    await mailServer?.stop();
    rmSync(s3Dir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
    await dropDatabase(databaseName).catch((error: Error) => console.error('[cluster] drop database:', error.message));
    await deleteRedisKeys(redisUrl, redisPrefix).catch((error: Error) =>
      console.error('[cluster] redis cleanup:', error.message),
    );
  };

  try {
    const bucket = 'darvazeh-cluster';
    s3 = new S3rver({ port: ports.s3, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: bucket }] });
    await s3.run();
    mailServer = await startMailServer(mailDir, ports.smtp);

    const metricsToken = `cluster-metrics-${randomUUID()}`;
    const sharedEnvironment: Record<string, string> = {
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      PURGE_URL: `http://127.0.0.1:${ports.proxy}/`,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      // Varnish reaches the instances from 127.0.0.1; any other loopback address is a stranger.
      TRUSTED_PROXIES: '127.0.0.1',
      // An outage test waits seconds, not the production half-minute backoff.
      MAIL_RETRY_DELAY_SECONDS: '1',
      MAIL_RETRY_LIMIT: '30',
      JOB_POLL_SECONDS: '0.5',
      // The webhook suite's receiver listens on this machine's loopback; its retries wait a second.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
      METRICS_TOKEN: metricsToken,
    };
    // A first, then B: migrating and seeding one database at once is the concurrent-start test's subject.
    const a = startInstance('a', ports.a, sharedEnvironment);
    instances.push(a);
    await waitHealthy(a);
    const b = startInstance('b', ports.b, sharedEnvironment);
    instances.push(b);
    await waitHealthy(b);

    proxy = startProxy(ports.proxy, { a: ports.a, b: ports.b });
    const started = proxy;
    await within(
      30_000,
      async () => {
        if (started.process.exitCode !== null) throw new StopWaiting(`varnishd exited:\n${started.log.join('')}`);
        return (await fetch(`${started.url}/api/health`)).ok ? true : undefined;
      },
      'Varnish answering',
    );

    project.provide('cluster', {
      a: a.url,
      b: b.url,
      proxy: proxy.url,
      pids: { a: a.process.pid!, b: b.process.pid! },
      mail: { dir: mailDir, port: ports.smtp },
      databaseAdminUrl: adminDatabaseUrl(),
      redisUrl,
      redisPrefix,
      admin,
      metricsToken,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
