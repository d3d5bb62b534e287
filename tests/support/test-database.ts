import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { openDatabase, setDatabaseHandle, closeDatabase, type DatabaseHandle } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';

/**
 * Each API suite gets its own migrated database: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards).
 */
export async function createTestDatabase(): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = openDatabase({ dataDir: 'memory://' });
    await runMigrations(handle);
    setDatabaseHandle(handle);
    return { handle, dispose: closeDatabase };
  }
  const name = `darvazeh_test_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString() });
  await runMigrations(handle);
  setDatabaseHandle(handle);
  return {
    handle,
    dispose: async () => {
      await closeDatabase();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
