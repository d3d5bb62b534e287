import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

type NameColumns = { firstname: PgColumn; lastname: PgColumn; username: PgColumn };

/** A person's display name in SQL ("first last", else the username), for any alias of `users`. */
export function displayName(table: NameColumns): SQL<string> {
  return sql<string>`coalesce(nullif(trim(concat_ws(' ', ${table.firstname}, ${table.lastname})), ''), ${table.username})`;
}

/** `{ id, name }` or null for a left-joined person. */
export function personOrNull(id: string | null, name: string | null): { id: string; name: string } | null {
  return id && name ? { id, name } : null;
}
