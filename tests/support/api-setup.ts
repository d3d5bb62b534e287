import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { setStorage } from '@/server/storage';
import { localDiskStorage } from '@/server/storage/local-disk';
import { createTestDatabase } from './test-database';

// With REDIS_URL set, page-cache tag times, live notifications and rate limits live in Redis: a key
// space per file keeps one file's revalidations from expiring another file's pages mid-assertion.
process.env.REDIS_PREFIX = `darvazeh-test-${process.pid}-${Math.random().toString(36).slice(2)}`;

// One migrated database, one upload folder and one rate-limit key space per test file (STYLE §22): suites never see each other's rows or files.
let dispose: (() => Promise<void>) | undefined;
const uploads = mkdtempSync(path.join(tmpdir(), 'darvazeh-uploads-'));

beforeAll(async () => {
  // A fresh rate-limit key space per file: with REDIS_URL set, counts would otherwise carry over
  // between files and between runs (a suite registers more accounts than the hourly limit allows).
  resetRateLimitsForTests();
  setStorage(localDiskStorage(uploads));
  ({ dispose } = await createTestDatabase());
});

afterAll(async () => {
  await dispose?.();
  setStorage(undefined);
  rmSync(uploads, { recursive: true, force: true });
});
