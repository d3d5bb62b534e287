import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, updatedAt } from './columns';

export const eventStatuses = ['draft', 'published'] as const;

/** Community events: one row with both languages' texts side by side, as the form edits them. */
export const events = pgTable(
  'events',
  {
    id: id(),
    titleFa: text().notNull(),
    titleEn: text().notNull(),
    descriptionFa: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    startDate: timestamp({ withTimezone: true }).notNull(),
    expireDatetime: timestamp({ withTimezone: true }).notNull(),
    place: text(),
    onlineLink: text(),
    /** Null is unlimited. */
    capacity: integer(),
    status: text({ enum: eventStatuses }).notNull().default('draft'),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // "Published events, upcoming first" and "past events" are both ranges on the start.
  (t) => [index().on(t.status, t.startDate)],
);

/** Who registered for which event; the key makes a second registration of the same user a no-op. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index().on(t.userId)],
);

export type EventRow = typeof events.$inferSelect;
