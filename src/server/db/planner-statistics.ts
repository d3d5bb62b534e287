import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client';

// autovacuum's own rule of thumb: a table is re-analyzed once it has changed by about a tenth.
const GROWTH_FACTOR = 1.1;
const GROWTH_PAGES = 8;

/**
 * The application's tables whose planner statistics are missing (never analyzed) or behind (the
 * table has grown by more than a tenth since). Judged from the table's size on disk against the
 * size its last ANALYZE recorded, which holds across restarts, unlike the activity counters.
 */
async function staleTables(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    select c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'
      and (c.reltuples < 0 or pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * ${GROWTH_FACTOR}::float8 + ${GROWTH_PAGES}::int)
    order by c.relname`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}

/**
 * ANALYZEs the tables whose statistics are missing or behind; resolves their names. PostgreSQL's
 * autovacuum does this by itself, but PGlite runs without it: no table of an embedded database is
 * ever analyzed, the planner takes every table for a few rows, and search walks every visible item
 * testing each stored document instead of asking its GIN index (at 2,000 items, about six times
 * the work).
 */
export async function analyzeStaleTables(db: Database): Promise<string[]> {
  const tables = await staleTables(db);
  for (const table of tables) await db.execute(sql`analyze ${sql.identifier(table)}`);
  return tables;
}

const CHECK_INTERVAL_MS = 10 * 60_000;

/**
 * On PGlite, brings the statistics up to date now and checks again every ten minutes while the
 * process runs (the check is two catalogue reads; an ANALYZE samples at most 30,000 rows a table).
 * Resolves a function that stops the checks. On PostgreSQL autovacuum keeps them: nothing to do.
 */
export async function keepPlannerStatistics(handle: DatabaseHandle, log: (message: string) => void = () => undefined): Promise<() => void> {
  if (handle.kind !== 'pglite') return () => undefined;
  const refresh = async () => {
    const analyzed = await analyzeStaleTables(handle.db);
    if (analyzed.length > 0) log(`planner statistics refreshed: ${analyzed.join(', ')}`);
  };
  await refresh();
  const timer = setInterval(() => void refresh().catch((error: unknown) => console.error('[db] analyze failed', error)), CHECK_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
