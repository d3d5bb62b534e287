import { expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migratedDataDir } from '../../../playwright.config';

export type SpawnedServer = {
  base: string;
  dataDir: string;
  /** Everything the server printed so far (the development outbox prints mail here). */
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
};

/** A new data folder holding a copy of the run's migrated one. */
function copyOfMigratedDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'darvazeh-e2e-spawned-'));
  cpSync(migratedDataDir, dir, { recursive: true });
  return dir;
}

/**
 * Starts `npm start`'s script (on the already-built app) on its own port and data folder, for
 * tests that must read its log, restart it or give it other settings. The port is E2E_PORT plus
 * `portOffset`, so suites of parallel checkouts never collide. A new data folder is a copy of the
 * run's migrated one, as the suite's own server's is.
 */
export async function startServer(portOffset: number, env: Record<string, string> = {}, dataDir?: string): Promise<SpawnedServer> {
  const port = Number(process.env.E2E_PORT ?? 3100) + portOffset;
  const dir = dataDir ?? copyOfMigratedDataDir();
  const child: ChildProcess = spawn(process.execPath, ['scripts/launch.mts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, NODE_ENV: 'production', SEED_DEMO: 'false', REDIS_URL: '', APP_URL: `http://localhost:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://localhost:${port}`;
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 150_000, message: 'server did not start' })
    .toBe(200);
  return {
    base,
    dataDir: dir,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Registers an account on a spawned server (which starts empty) and returns its e-mail. */
export async function registerOn(base: string, { locale = 'en', password = 'a-long-secret-1' }: { locale?: 'fa' | 'en'; password?: string } = {}): Promise<string> {
  const name = `reader_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `${name}@example.com`;
  const response = await fetch(`${base}/api/user/authentication/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': locale === 'fa' ? 'fa-IR' : 'en-US' },
    body: JSON.stringify({ username: name, email, password, password_confirmation: password, terms_and_conditions: true }),
  });
  expect(response.status).toBe(201);
  return email;
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
