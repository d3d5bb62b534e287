import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

/** Messages from the contact form, read in the manager panel. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    fullName: text().notNull(),
    email: text().notNull(),
    title: text().notNull(),
    text: text().notNull(),
    locale: text().notNull(),
    ip: text(),
    handledAt: timestamp({ withTimezone: true }),
    /** The manager who marked it handled (kept null when that account is deleted). */
    handledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // The panel lists "unhandled first, newest first" and filters on handled.
  (t) => [index().on(t.createdAt), index().on(t.handledAt, t.createdAt)],
);
