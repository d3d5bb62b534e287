import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Pool } from 'pg';
import { inject } from 'vitest';
import { flushBackground } from '@/server/background';
import { openDatabase, setDatabaseHandle, closeDatabase, type DatabaseHandle } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';

/**
 * Each API suite gets its own migrated database: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards). Both are
 * copies of the one the run migrated up front (api-global-setup.ts), when there is one.
 */
export async function createTestDatabase(): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  // Work a write left for after its commit (an announcement, a webhook) reads whichever database is
  // current when it runs: it runs out on the database it was written to, before that changes.
  await flushBackground();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const migrated = inject('migratedDatabase');
  if (!serverUrl) {
    const initialData = migrated?.kind === 'pglite' ? new Blob([readFileSync(migrated.dumpFile)]) : undefined;
    const handle = openDatabase({ dataDir: 'memory://', initialData });
    // Migrations are idempotent: on a copy they only confirm that it is current.
    await runMigrations(handle);
    setDatabaseHandle(handle);
    return { handle, dispose: () => flushBackground().then(closeDatabase) };
  }
  const name = `darvazeh_test_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(migrated?.kind === 'postgres' ? `CREATE DATABASE ${name} TEMPLATE ${migrated.template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString() });
  await runMigrations(handle);
  setDatabaseHandle(handle);
  return {
    handle,
    dispose: async () => {
      await flushBackground();
      await closeDatabase();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
