import { boolean, index, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contentTypeNames } from '@/shared/content-types';
import { users } from './accounts';
import { contents } from './content';

/**
 * Where each user last was in a podcast or video (and when they last opened an article): the
 * dashboard's "continue" card. One row per user and item, overwritten on every report.
 */
export const playbackProgress = pgTable(
  'playback_progress',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: uuid()
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    contentType: text({ enum: contentTypeNames }).notNull(),
    /** Seconds; 0 for an article. */
    position: real().notNull().default(0),
    duration: real().notNull().default(0),
    /** Played to the end (or within the last seconds). */
    finished: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] }), index().on(t.userId, t.contentType, t.updatedAt.desc())],
);
