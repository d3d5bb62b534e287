import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contents } from './content';

/**
 * One row per scheduled item that went live at its time (ADR 0020): the first job to insert it
 * announces the item; every later run for the same item and time (a retry, a second instance, the
 * minute's sweep) finds it and does no more than refresh the caches.
 */
export const scheduledPublications = pgTable(
  'scheduled_publications',
  {
    contentId: uuid()
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    announcedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.publishedAt] })],
);
