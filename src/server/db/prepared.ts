import type { Database } from './client';

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * The statement `name` prepared on `db` once per process, `build` making it the first time: its
 * text is then parsed once per connection and never built again. Building a statement per request
 * was a measurable share of a search's CPU, and PostgreSQL plans a prepared one once it has seen
 * five runs (a generic plan).
 */
export function preparedOn<T>(db: Database, name: string, build: () => { prepare(name: string): T }): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, build().prepare(name));
  return byName.get(name) as T;
}
