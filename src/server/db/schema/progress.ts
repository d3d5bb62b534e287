import { boolean, index, pgTable, primaryKey, real, timestamp } from 'drizzle-orm/pg-core';
import { userItemColumns } from './user-item-columns';

/**
 * Where each user last was in a podcast or video (and when they last opened an article): the
 * dashboard's "continue" card. One row per user and item, overwritten on every report.
 */
export const playbackProgress = pgTable(
  'playback_progress',
  {
    ...userItemColumns(),
    /** Seconds; 0 for an article. */
    position: real().notNull().default(0),
    duration: real().notNull().default(0),
    /** Played to the end (or within the last seconds). */
    finished: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] }), index().on(t.userId, t.contentType, t.updatedAt.desc())],
);
