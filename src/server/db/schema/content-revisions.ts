import { integer, jsonb, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import type { RevisionSnapshot } from '@/shared/schemas/content-revisions';
import { users } from './accounts';
import { createdAt, id } from './columns';
import { contents } from './content';

/**
 * One row per stored version of an item (ADR 0019): the whole item as it stood after that write,
 * both languages, never a diff, so any revision restores or compares on its own.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: id(),
    contentId: uuid()
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    /** The item's `version` this write produced. */
    version: integer().notNull(),
    snapshot: jsonb().$type<RevisionSnapshot>().notNull(),
    // A revision outlives its author's account.
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The version this one brought back, when it was a restore. */
    restoredFrom: integer(),
    createdAt: createdAt(),
  },
  // Also the index of "this item's revisions, newest first".
  (t) => [unique().on(t.contentId, t.version)],
);

export type ContentRevision = typeof contentRevisions.$inferSelect;
