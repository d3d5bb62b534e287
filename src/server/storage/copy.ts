import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey } from './keys';
import type { Storage } from './types';

export type CopyReport = { copied: number; skipped: number };

async function* filesUnder(root: string, prefix = ''): AsyncGenerator<string> {
  for (const entry of await readdir(path.join(root, prefix), { withFileTypes: true })) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(root, key);
    else if (entry.isFile()) yield key;
  }
}

/**
 * Copies every file under `root` (an existing `DATA_DIR/uploads`) into `target` under the same
 * key. An object already there with the same size is skipped, so a copy that was interrupted is
 * resumed by running it again, and a second run copies nothing.
 */
export async function copyUploads(root: string, target: Storage, onCopied?: (key: string) => void): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0 };
  for await (const key of filesUnder(root)) {
    if (!isSafeKey(key)) continue;
    const file = path.join(root, key);
    const existing = await target.stat(key);
    if (existing && existing.size === (await stat(file)).size) {
      report.skipped += 1;
      continue;
    }
    await target.putFile(key, file);
    report.copied += 1;
    onCopied?.(key);
  }
  return report;
}
