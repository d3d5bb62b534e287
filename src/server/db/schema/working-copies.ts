import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * An editor's autosaved, unpublished form: one row per user, form kind and item (`new` for an
 * item never saved), overwritten on every autosave and deleted by a real save or a discard. It
 * never touches the item itself, so the published version, its cache and its history stay as
 * they were (ADR 0021).
 */
export const workingCopies = pgTable(
  'working_copies',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A content type, or `events`, `where-to-start`, `notifications`. */
    kind: text().notNull(),
    /** The item's id, or `new`. */
    itemKey: text().notNull(),
    /** The form's values as the browser holds them. */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemKey] })],
);

export type WorkingCopy = typeof workingCopies.$inferSelect;
