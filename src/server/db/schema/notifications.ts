import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { roles } from './acl';
import { createdAt, id } from './columns';

export const notificationAudiences = ['everyone', 'role', 'users'] as const;
export type NotificationAudience = (typeof notificationAudiences)[number];

/**
 * One message to many readers, in both languages. `source` tells what managers composed from what
 * the system sent (a staff reply to a ticket), so the manager list shows only the former.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    titleFa: text().notNull(),
    titleEn: text().notNull(),
    textFa: text().notNull(),
    textEn: text().notNull(),
    /** A site-relative path (`/user/panel/tickets/…`) or an absolute http(s) URL. */
    link: text(),
    source: text({ enum: ['manager', 'system'] }).notNull().default('manager'),
    audience: text({ enum: notificationAudiences }).notNull(),
    audienceRoleId: uuid().references(() => roles.id, { onDelete: 'set null' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.source, t.createdAt.desc())],
);

/**
 * Who received a notification and whether they read it: written for the whole audience when the
 * notification is sent (one INSERT … SELECT), so a later sign-up does not inherit old news.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    notificationId: uuid()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index().on(t.userId, t.readAt, t.createdAt.desc())],
);

export type Notification = typeof notifications.$inferSelect;
