import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '@/server/db/client';

type Session = { prepareQuery: (...args: unknown[]) => unknown };

const counting = new AsyncLocalStorage<{ queries: number }>();

/**
 * Counts the SQL statements a callback runs through `db`. Both drivers' Drizzle sessions prepare
 * every statement through `prepareQuery`, so wrapping it counts queries on PGlite and PostgreSQL.
 * Only statements of the callback's own async flow count: work an earlier test left running in
 * the background (a job sweep, an announcement after a publish) shares `db`, and on PostgreSQL
 * it landed inside the window often enough to fail a count that was right.
 */
export async function countQueries<T>(db: Database, run: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const session = (db as unknown as { session: Session }).session;
  const original = session.prepareQuery;
  const counter = { queries: 0 };
  session.prepareQuery = function (this: unknown, ...args: unknown[]) {
    const own = counting.getStore();
    if (own) own.queries++;
    return original.apply(this, args);
  };
  try {
    const result = await counting.run(counter, run);
    return { result, queries: counter.queries };
  } finally {
    session.prepareQuery = original;
  }
}
