import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { contentTypeNames } from '@/shared/content-types';
import { users } from './accounts';
import { createdAt, id } from './columns';
import { contents } from './content';

/**
 * The one ledger behind SPEC's saves, likes and checks. The unique key (not a read-then-write)
 * keeps concurrent adds to one row; the counters on `contents` follow it in the same transaction.
 */
export const interactions = pgTable(
  'interactions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A deleted item leaves every list without a trace.
    contentId: uuid()
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['save', 'like', 'check'] }).notNull(),
    // Copied from the item (a type never changes) so "my saved articles, newest first" is one index range.
    contentType: text({ enum: contentTypeNames }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.userId, t.contentId, t.kind),
    index().on(t.userId, t.kind, t.contentType, t.createdAt.desc()),
    index().on(t.contentId),
    // Statistics: daily counts of one kind over a date range.
    index().on(t.kind, t.createdAt),
  ],
);

export type Interaction = typeof interactions.$inferSelect;
