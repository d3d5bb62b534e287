import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Client, Pool, type PoolClient } from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE, DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '@/env';
import { report } from '@/server/observability/hooks';
import * as schema from './schema';

/**
 * Both drivers expose the same query builder; the node-postgres type stands for both so that
 * services are written once.
 */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a query can run on: the database itself, or a transaction a caller has opened. */
export type Db = Database | Transaction;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * Runs `work` while holding the lock `name`, which no other holder of the same database
   * (another process on PostgreSQL, another caller in this process) holds at the same time.
   */
  exclusive: <T>(name: string, work: () => Promise<T>) => Promise<T>;
  /** The underlying connection, for libraries that run their own SQL (the job engine). */
  connection: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
  /** PostgreSQL only: the pool's connections now (for the metrics). */
  poolStats?: () => PoolStats;
  /**
   * PostgreSQL only: connections whose planner is told to take the search indexes
   * (`enable_seqscan` off for the session), so a search is one statement rather than a
   * transaction around a `set local` (services/content/search.ts). A statement prepared on them
   * may keep one generic plan after five runs, as PostgreSQL does by default: the search's match is
   * planned apart from its filters, so that plan asks the index whatever the words.
   */
  searchDb?: Database;
};

export type PoolStats = { max: number; total: number; idle: number; waiting: number };

/**
 * Reports how long each statement on a pooled connection takes (observability/hooks.ts; a no-op
 * unless metrics are on). The pool runs its own `query` through the connection's, with a
 * callback; drizzle calls it with a promise; cursors and other submittables pass through.
 */
function timeStatements(client: PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const observe = report().queryFinished;
    const first = args[0] as { submit?: unknown } | undefined;
    if (!observe || typeof first?.submit === 'function') return query(...args);
    const started = performance.now();
    const done = (ok: boolean) => observe((performance.now() - started) / 1000, ok);
    const callbackAt = args.findIndex((argument) => typeof argument === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (error: unknown, result: unknown) => void;
      args[callbackAt] = (error: unknown, result: unknown) => {
        done(!error);
        callback(error, result);
      };
      return query(...args);
    }
    const result = query(...args) as Promise<unknown>;
    result.then(
      () => done(true),
      () => done(false),
    );
    return result;
  };
}

/**
 * PostgreSQL: a session advisory lock on a connection of its own, so the work itself may use the
 * whole pool (and a pool of one connection cannot deadlock on it). If this process dies, the
 * server ends the session and the lock goes with it.
 */
async function withAdvisoryLock<T>(url: string, name: string, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  client.on('error', (error) => console.warn('[db] lock connection closed:', error.message));
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** PGlite lives in one process: a promise chain per name is the lock. */
function inProcessLocks(): DatabaseHandle['exclusive'] {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(name: string, work: () => Promise<T>) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(work, work);
    tails.set(name, run.catch(() => undefined));
    return run;
  };
}

/**
 * PGlite runs PostgreSQL inside this process, its shared buffers (PostgreSQL's default 128 MB)
 * in the process's own memory: PGLITE_SHARED_BUFFERS_MB bounds them. Pages beyond them are read
 * from the data directory's files, which the operating system caches outside the process.
 */

function pgliteStartParams(sharedBuffersMb: number): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${Math.max(1, Math.round(sharedBuffersMb))}MB`];
}

function pgliteSharedBuffersMb(): number {
  const value = process.env.PGLITE_SHARED_BUFFERS_MB;
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_PGLITE_SHARED_BUFFERS_MB;
}

/** `initialData`: a PGlite data directory dump to start from (a copy of an already migrated database). */
export type OpenOptions = { url?: string; dataDir?: string; initialData?: Blob };

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (in memory when that is 'memory://'). */
export function openDatabase({ url, dataDir, initialData }: OpenOptions): DatabaseHandle {
  if (url) {
    const max = Number(process.env.DATABASE_POOL_SIZE || DEFAULT_DATABASE_POOL_SIZE);
    const pool = new Pool({ connectionString: url, max });
    // An idle connection closed by the server (restart, failover, a dropped test database) is
    // reported here; without a listener node-postgres rethrows it and takes the process down.
    pool.on('error', (error) => console.warn('[db] idle connection closed:', error.message));
    pool.on('connect', timeStatements);
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
    const searchPool = new Pool({ connectionString: url, max: Math.ceil(max / 2), options: '-c enable_seqscan=off' });
    searchPool.on('error', (error) => console.warn('[db] idle search connection closed:', error.message));
    searchPool.on('connect', timeStatements);
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: async () => void (await Promise.all([pool.end(), searchPool.end()])),
      exclusive: (name, work) => withAdvisoryLock(url, name, work),
      connection: { kind: 'postgres', url },
      poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      searchDb: drizzleNodePg({ client: searchPool, schema, casing: 'snake_case' }),
    };
  }
  const location = dataDir ?? 'memory://';
  if (!location.startsWith('memory://')) mkdirSync(location, { recursive: true });
  const client = new PGlite(location.startsWith('memory://') ? location : path.resolve(location, 'pglite'), {
    extensions: { pg_trgm },
    loadDataDir: initialData,
    startParams: pgliteStartParams(pgliteSharedBuffersMb()),
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    exclusive: inProcessLocks(),
    connection: { kind: 'pglite', client },
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
