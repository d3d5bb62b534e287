import { sql, type SQL } from 'drizzle-orm';
import { users } from '@/server/db/schema';

/** How an author or commenter is shown publicly: never the e-mail, never the mobile. */
export type PersonJson = { id: string; name: string; avatar: string | null };

/** Columns to select for a person (left-joined `users`): the display name is built in SQL. */
export function personColumns(): { id: SQL<string | null>; name: SQL<string | null>; avatar: SQL<string | null> } {
  return {
    id: sql<string | null>`${users.id}`,
    name: sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${users.firstname}, ${users.lastname})), ''), ${users.username})`,
    avatar: sql<string | null>`${users.avatar}`,
  };
}

export function toPerson(row: { id: string | null; name: string | null; avatar: string | null }): PersonJson | null {
  return row.id && row.name ? { id: row.id, name: row.name, avatar: row.avatar } : null;
}
