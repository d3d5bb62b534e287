/**
 * The cluster the suite runs against: app instances of the production build on one fresh
 * PostgreSQL database and one Redis key space, and Varnish (deploy/varnish.vcl) in front, all on
 * loopback. To prove something else across instances, add an environment variable to
 * `sharedEnvironment` (or one instance's `environment`) and a test file beside this one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** CI uses 3150–3169; a developer sharing the machine sets CLUSTER_PORT_BASE to a range of their own. */
const portBase = Number(process.env.CLUSTER_PORT_BASE ?? 3150);
export const ports = {
  a: portBase + 1,
  b: portBase + 2,
  proxy: portBase + 3,
  concurrentC: portBase + 4,
  concurrentD: portBase + 5,
  s3: portBase + 6,
  smtp: portBase + 7,
};

export const root = path.resolve(import.meta.dirname, '../..');

export type Instance = { name: string; port: number; url: string; process: ChildProcess; dataDir: string; log: string[] };

export type ClusterInfo = {
  a: string;
  b: string;
  proxy: string;
  /** Process ids of instances A and B (their resident memory is read from /proc). */
  pids: { a: number; b: number };
  /** The SMTP server's folder and port (tests/cluster/mail-server.ts). */
  mail: { dir: string; port: number };
  databaseAdminUrl: string;
  redisUrl: string;
  redisPrefix: string;
  admin: { email: string; password: string };
  /** The bearer token of A's and B's /metrics: tests wait on what the instances counted instead of sleeping. */
  metricsToken: string;
};

export function runId(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/** The admin connection: a database on the same server is created per suite and dropped after. */
export function adminDatabaseUrl(): string {
  return process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

export function databaseUrl(name: string): string {
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Thrown by a probe when waiting longer cannot help (the process being waited for has exited). */
export class StopWaiting extends Error {}

/** Polls `probe` until it returns a value that is not undefined, or throws after `ms`. */
export async function within<T>(ms: number, probe: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      if (error instanceof StopWaiting) throw error;
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not within ${ms} ms: ${what}${last instanceof Error ? ` (last error: ${last.message})` : ''}`);
}

/** Starts `npm start` (scripts/start.ts) on `port` with the shared environment plus `environment`. */
export function startInstance(name: string, port: number, environment: Record<string, string>): Instance {
  const dataDir = mkdtempSync(path.join(tmpdir(), `darvazeh-cluster-${name}-`));
  const log: string[] = [];
  const child = spawn(process.execPath, ['scripts/launch.mts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, port, url: `http://127.0.0.1:${port}`, process: child, dataDir, log };
}

export async function waitHealthy(instance: Instance, ms = 240_000): Promise<void> {
  await within(
    ms,
    async () => {
      if (instance.process.exitCode !== null)
        throw new StopWaiting(`instance ${instance.name} exited with ${instance.process.exitCode}`);
      const response = await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(2000) });
      return response.ok ? true : undefined;
    },
    `instance ${instance.name} healthy`,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n--- ${instance.name} log ---\n${instance.log.join('')}`);
  });
}

export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode === null) {
    const exited = new Promise<void>((resolve) => instance.process.once('exit', () => resolve()));
    instance.process.kill('SIGTERM');
    const force = setTimeout(() => instance.process.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(force);
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}

export type Proxy = { url: string; process: ChildProcess; workDir: string; log: string[] };

/** Varnish with the shipped configuration, its backends pointed at the instances on loopback. */
export function startProxy(port: number, backends: Record<string, number>): Proxy {
  const workDir = mkdtempSync(path.join(tmpdir(), 'darvazeh-cluster-varnish-'));
  const shipped = readFileSync(path.join(root, 'deploy/varnish.vcl'), 'utf8');
  const vcl = shipped.replace(/backend app_(\w+) \{ \.host = "[^"]+"; \.port = "\d+";/g, (line, name: string) => {
    const backendPort = backends[name];
    if (!backendPort) throw new Error(`no instance for backend app_${name}`);
    return `backend app_${name} { .host = "127.0.0.1"; .port = "${backendPort}";`;
  });
  const vclFile = path.join(workDir, 'darvazeh.vcl');
  writeFileSync(vclFile, vcl);
  const log: string[] = [];
  const child = spawn(
    process.env.VARNISHD ?? 'varnishd',
    [
      '-F',
      '-j',
      'none',
      '-n',
      path.join(workDir, 'state'),
      '-a',
      `127.0.0.1:${port}`,
      '-T',
      'none',
      '-f',
      vclFile,
      '-s',
      'malloc,128m',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  return { url: `http://127.0.0.1:${port}`, process: child, workDir, log };
}

export async function stopProxy(proxy: Proxy): Promise<void> {
  if (proxy.process.exitCode === null) {
    const exited = new Promise<void>((resolve) => proxy.process.once('exit', () => resolve()));
    proxy.process.kill('SIGTERM');
    await exited;
  }
  rmSync(proxy.workDir, { recursive: true, force: true });
}
