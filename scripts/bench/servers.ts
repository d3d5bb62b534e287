/** Builds and starts the two servers a run compares: the app and the bare Next reference. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type Server = { name: string; child: ChildProcess; pid: number; baseUrl: string; logFile: string };

const BARE_NEXT = 'scripts/bench/bare-next';

export function bareNextDir(root: string): string {
  return path.join(root, BARE_NEXT);
}

function nextBin(root: string): string {
  return createRequire(path.join(root, 'package.json')).resolve('next/dist/bin/next');
}

function bareFingerprint(root: string): string {
  const dir = bareNextDir(root);
  const hash = createHash('sha256');
  hash.update(readFileSync(createRequire(path.join(root, 'package.json')).resolve('next/package.json')));
  const pages = readdirSync(path.join(dir, 'app'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const files = ['next.config.mjs', ...pages.map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))).sort()];
  for (const file of files) hash.update(file).update(readFileSync(path.join(dir, file)));
  return hash.digest('hex');
}

/** Builds the bare reference app into its own dist dir, unless it was built from these files. */
export function buildBareNext(root: string): boolean {
  const marker = path.join(bareNextDir(root), '.next', 'bench-fingerprint');
  const fingerprint = bareFingerprint(root);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === fingerprint) return false;
  const result = spawnSync(process.execPath, [nextBin(root), 'build', bareNextDir(root)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`building the bare Next app failed with status ${result.status}`);
  writeFileSync(marker, fingerprint);
  return true;
}

function startProcess(name: string, args: string[], { cwd, env, port, logFile }: { cwd: string; env: Record<string, string>; port: number; logFile: string }): Server {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  if (child.pid === undefined) throw new Error(`${name} did not start`);
  return { name, child, pid: child.pid, baseUrl: `http://127.0.0.1:${port}`, logFile };
}

/** The app as `npm start` runs it (migrations, seeds including the demo, the production build). */
export function startApp(root: string, { port, env, logFile }: { port: number; env: Record<string, string>; logFile: string }): Server {
  // As `npm start` runs it (package.json): two malloc arenas, blocks of 1 MB or more mapped on their
  // own, and 16 MB semi-spaces for V8's young generation.
  const arenas = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2', MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '1048576' };
  return startProcess('app', ['--max-semi-space-size=16', 'scripts/launch.mts'], { cwd: root, env: { ...arenas, ...env, PORT: String(port), HOST: '127.0.0.1' }, port, logFile });
}

export function startBareNext(root: string, { port, logFile }: { port: number; logFile: string }): Server {
  return startProcess('bare Next', [nextBin(root), 'start', bareNextDir(root), '--port', String(port), '--hostname', '127.0.0.1'], { cwd: root, env: {}, port, logFile });
}

/** Resolves once `path` answers 200; fails early when the process exits, or after `timeoutMs`. */
export async function waitUntilReady(server: Server, readyPath: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited with ${server.child.exitCode}; see ${server.logFile}`);
    try {
      const response = await fetch(server.baseUrl + readyPath, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${server.name} not ready after ${timeoutMs / 1000} s; see ${server.logFile}`);
}

/** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
export async function stopServer(server: Server, graceMs = 15_000): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
