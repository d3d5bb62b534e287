import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const inputs = ['src', 'messages', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json'];

function walk(entry: string, files: string[]): void {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    for (const child of readdirSync(entry).sort()) walk(path.join(entry, child), files);
  } else {
    files.push(entry);
  }
}

/** A hash of everything the build reads: a second start reuses the build unless one of them changed. */
export function buildFingerprint(root: string): string {
  const files: string[] = [];
  for (const input of inputs) walk(path.join(root, input), files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}
