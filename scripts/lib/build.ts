import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildFingerprint } from './build-fingerprint';

/**
 * Runs `next build` unless the last build was made from exactly these sources.
 * Returns whether it built.
 */
export function buildIfNeeded(root: string): boolean {
  const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? '.next');
  const fingerprintFile = path.join(distDir, 'darvazeh-fingerprint');
  const fingerprint = buildFingerprint(root);
  const previous = existsSync(fingerprintFile) ? readFileSync(fingerprintFile, 'utf8') : '';
  if (previous === fingerprint && existsSync(path.join(distDir, 'BUILD_ID'))) return false;
  const nextBin = createRequire(path.join(root, 'package.json')).resolve('next/dist/bin/next');
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`next build failed with status ${result.status}`);
  writeFileSync(fingerprintFile, fingerprint);
  return true;
}
