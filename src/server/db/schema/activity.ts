import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

/**
 * Who did what, when, from where. Auth events use `auth.*` actions; manager writes use
 * `<resource>.<verb>`. `actor_id` stays null for anonymous events (a failed login) and for the
 * system's own writes (the seed, scripts, imports, scheduled jobs), which `by_system` tells apart.
 */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    bySystem: boolean('by_system').notNull().default(false),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [
    index('activity_logs_created_at_idx').on(table.createdAt),
    index('activity_logs_actor_idx').on(table.actorId),
    index('activity_logs_resource_idx').on(table.resource, table.resourceId),
    // The activity screen: "this person's / this resource's entries in a date range, newest first".
    index('activity_logs_actor_created_idx').on(table.actorId, table.createdAt),
    index('activity_logs_resource_created_idx').on(table.resource, table.createdAt),
  ],
);

export type ActivityLog = typeof activityLogs.$inferSelect;
