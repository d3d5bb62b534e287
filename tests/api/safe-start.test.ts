import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { categories, categoryTranslations, contents, seedRuns, users } from '@/server/db/schema';
import { runSeeds } from '@/server/seed';
import { demoCategories } from '@/server/seed/demo/taxonomy';
import { demoAccounts } from '@/server/services/accounts/bootstrap';
import type { Storage } from '@/server/storage';
import { localDiskStorage } from '@/server/storage/local-disk';

/**
 * A fresh, empty database, and `instances` handles to it: on PostgreSQL each handle is its own
 * pool (what separate app processes are); PGlite lives in one process, so they share one handle.
 */
async function emptyDatabase(instances: number): Promise<{ handles: DatabaseHandle[]; dispose: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = openDatabase({ dataDir: 'memory://' });
    return { handles: Array.from({ length: instances }, () => handle), dispose: () => handle.close() };
  }
  const name = `darvazeh_start_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handles = Array.from({ length: instances }, () => openDatabase({ url: url.toString() }));
  return {
    handles,
    dispose: async () => {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Storage that fails on its `failAt`-th write: a start killed in the middle of the demo seed. */
function storageFailingAt(inner: Storage, failAt: number): Storage {
  let writes = 0;
  return {
    ...inner,
    put: async (key, data) => {
      writes += 1;
      if (writes >= failAt) throw new Error('the process died here');
      await inner.put(key, data);
    },
  };
}

async function seededCounts(handle: DatabaseHandle) {
  const [categoryRows] = await handle.db.select({ total: count() }).from(categories);
  const [contentRows] = await handle.db.select({ total: count() }).from(contents);
  const demoUsers = await handle.db.select({ id: users.id }).from(users).where(inArray(users.email, demoAccounts.map((account) => account.email)));
  return { categories: categoryRows!.total, contents: contentRows!.total, demoUsers: demoUsers.length };
}

let uploads = '';
beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), 'darvazeh-start-'));
});
afterAll(async () => {
  await rm(uploads, { recursive: true, force: true });
});

describe('start-up on an empty database', () => {
  it('three instances migrating and seeding at once all come up, and the demo is seeded once', async () => {
    const { handles, dispose } = await emptyDatabase(3);
    try {
      const storage = localDiskStorage(uploads);
      const results = await Promise.allSettled(
        handles.map(async (handle) => {
          await runMigrations(handle);
          return runSeeds(handle, { demo: true, storage });
        }),
      );
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const ran = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
      expect(ran.filter((step) => step === 'content.demo')).toHaveLength(1);
      const counts = await seededCounts(handles[0]!);
      expect(counts.categories).toBe(Object.keys(demoCategories).length);
      expect(counts.demoUsers).toBe(demoAccounts.length);
      expect(counts.contents).toBeGreaterThanOrEqual(7 * 12);
    } finally {
      await dispose();
    }
  }, 600_000);

  it('a demo seed that dies half-way leaves nothing behind, and the next start seeds it whole', async () => {
    const { handles, dispose } = await emptyDatabase(1);
    const handle = handles[0]!;
    try {
      await runMigrations(handle);
      const storage = localDiskStorage(uploads);
      await expect(runSeeds(handle, { demo: true, storage: storageFailingAt(storage, 12) })).rejects.toThrow('the process died here');
      // The categories and tags went in before the failure; the step's transaction took them back.
      expect(await handle.db.select().from(categoryTranslations)).toHaveLength(0);
      expect(await handle.db.select().from(seedRuns).where(eq(seedRuns.name, 'content.demo'))).toHaveLength(0);

      expect(await runSeeds(handle, { demo: true, storage })).toContain('content.demo');
      const counts = await seededCounts(handle);
      expect(counts.categories).toBe(Object.keys(demoCategories).length);
      expect(counts.contents).toBeGreaterThanOrEqual(7 * 12);
      expect(await runSeeds(handle, { demo: true, storage })).not.toContain('content.demo');
    } finally {
      await dispose();
    }
  }, 600_000);
});
