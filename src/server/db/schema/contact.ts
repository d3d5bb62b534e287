import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);
