import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ticketDepartments, ticketPriorities, ticketStatuses } from '@/shared/schemas/tickets';
import { users } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { media } from './media';

/** Support requests. `last_message_at` orders both the user's list and the staff queue. */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    priority: text({ enum: ticketPriorities }).notNull().default('medium'),
    department: text({ enum: ticketDepartments }),
    status: text({ enum: ticketStatuses }).notNull().default('open'),
    assigneeId: uuid().references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the ticket was last closed; null while it is open or answered (the statistics count it). */
    closedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.lastMessageAt.desc()),
    index().on(t.status, t.lastMessageAt.desc()),
    index().on(t.assigneeId, t.lastMessageAt.desc()),
    index().on(t.priority, t.lastMessageAt.desc()),
    // The statistics' "opened" and "closed" series read ranges of these.
    index().on(t.createdAt),
    index().on(t.closedAt),
  ],
);

/** The thread of a ticket: plain text from the user or staff, with at most one private attachment. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: id(),
    ticketId: uuid()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    isStaff: boolean().notNull().default(false),
    body: text().notNull(),
    attachmentId: uuid().references(() => media.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ticketId, t.createdAt)],
);

export type Ticket = typeof tickets.$inferSelect;
export type TicketMessage = typeof ticketMessages.$inferSelect;
