import type { Database } from '@/server/db/client';

type Session = { prepareQuery: (...args: unknown[]) => unknown };

/**
 * Counts the SQL statements a callback runs through `db`. Both drivers' Drizzle sessions prepare
 * every statement through `prepareQuery`, so wrapping it counts queries on PGlite and PostgreSQL.
 */
export async function countQueries<T>(db: Database, run: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const session = (db as unknown as { session: Session }).session;
  const original = session.prepareQuery;
  let queries = 0;
  session.prepareQuery = function (this: unknown, ...args: unknown[]) {
    queries++;
    return original.apply(this, args);
  };
  try {
    const result = await run();
    return { result, queries };
  } finally {
    session.prepareQuery = original;
  }
}
