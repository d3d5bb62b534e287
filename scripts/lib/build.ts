import { spawn, spawnSync, type StdioOptions } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildFingerprint } from './build-fingerprint';

/** The build to run, and what to record once it succeeded. */
type Plan = { command: string; args: string[]; env: NodeJS.ProcessEnv; done: () => void } | null;

/** What building would take, or null when the last build was made from exactly these sources. */
function planBuild(root: string): Plan {
  const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? '.next');
  const fingerprintFile = path.join(distDir, 'darvazeh-fingerprint');
  const fingerprint = buildFingerprint(root);
  const previous = existsSync(fingerprintFile) ? readFileSync(fingerprintFile, 'utf8') : '';
  if (previous === fingerprint && existsSync(path.join(distDir, 'BUILD_ID'))) return null;
  const nextBin = createRequire(path.join(root, 'package.json')).resolve('next/dist/bin/next');
  return {
    command: process.execPath,
    args: [nextBin, 'build'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    done: () => writeFileSync(fingerprintFile, fingerprint),
  };
}

/**
 * Runs `next build` unless the last build was made from exactly these sources.
 * Returns whether it built.
 */
export function buildIfNeeded(root: string): boolean {
  const plan = planBuild(root);
  if (!plan) return false;
  const result = spawnSync(plan.command, plan.args, { cwd: root, stdio: 'inherit', env: plan.env });
  if (result.status !== 0) throw new Error(`next build failed with status ${result.status}`);
  plan.done();
  return true;
}

/** `buildIfNeeded` without blocking: resolves whether it built, its output going to `stdio`. */
export function buildIfNeededInBackground(root: string, stdio: StdioOptions): Promise<boolean> {
  const plan = planBuild(root);
  if (!plan) return Promise.resolve(false);
  const child = spawn(plan.command, plan.args, { cwd: root, stdio, env: plan.env });
  return new Promise((resolve, reject) => {
    child.on('close', (status) => {
      if (status !== 0) return reject(new Error(`next build failed with status ${status}`));
      plan.done();
      resolve(true);
    });
  });
}
