import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { userItemColumns } from './user-item-columns';

/**
 * The one ledger behind SPEC's saves, likes and checks. The unique key (not a read-then-write)
 * keeps concurrent adds to one row; the counters on `contents` follow it in the same transaction.
 */
export const interactions = pgTable(
  'interactions',
  {
    id: id(),
    ...userItemColumns(),
    kind: text({ enum: ['save', 'like', 'check'] }).notNull(),
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
