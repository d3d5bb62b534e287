import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Pool } from 'pg';
import * as schema from './schema';

/**
 * Both drivers expose the same query builder; the node-postgres type stands for both so that
 * services are written once.
 */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export type OpenOptions = { url?: string; dataDir?: string };

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (in memory when that is 'memory://'). */
export function openDatabase({ url, dataDir }: OpenOptions): DatabaseHandle {
  if (url) {
    const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    // An idle connection closed by the server (restart, failover, a dropped test database) is
    // reported here; without a listener node-postgres rethrows it and takes the process down.
    pool.on('error', (error) => console.warn('[db] idle connection closed:', error.message));
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  const location = dataDir ?? 'memory://';
  if (!location.startsWith('memory://')) mkdirSync(location, { recursive: true });
  const client = new PGlite(location.startsWith('memory://') ? location : path.resolve(location, 'pglite'), {
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

// Next bundles server code separately from the start script, so the one handle lives on
// globalThis: a PGlite directory must never be opened twice in one process.
const HANDLE = Symbol.for('darvazeh.database');
type Global = typeof globalThis & { [HANDLE]?: DatabaseHandle };

export function setDatabaseHandle(handle: DatabaseHandle): void {
  (globalThis as Global)[HANDLE] = handle;
}

export function databaseHandle(): DatabaseHandle {
  const global = globalThis as Global;
  global[HANDLE] ??= openDatabase({
    url: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? './data',
  });
  return global[HANDLE];
}

export function getDb(): Database {
  return databaseHandle().db;
}

export async function closeDatabase(): Promise<void> {
  const global = globalThis as Global;
  const handle = global[HANDLE];
  global[HANDLE] = undefined;
  await handle?.close();
}
