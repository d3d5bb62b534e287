import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { webhookDeliveryStatuses, type WebhookEventType } from '@/shared/webhook-events';
import { users } from './accounts';
import { createdAt, id } from './columns';

/**
 * Where a manager asked events to be sent. Signing needs the secret itself at every delivery (it
 * cannot be kept hashed like a token), so it is kept sealed (AES-256-GCM, the two-factor secret
 * box, bound to the endpoint's id): a dump of this table alone signs nothing. The API shows it once.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    url: text().notNull(),
    description: text().notNull().default(''),
    events: text().array().$type<WebhookEventType[]>().notNull(),
    secretCiphertext: text().notNull(),
    enabled: boolean().notNull().default(true),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // Each event looks up the enabled endpoints that subscribe to it.
  (t) => [index().using('gin', t.events)],
);

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;

/**
 * One event sent to one endpoint: made once, by the instance that ran the write, and handed to the
 * job engine, whose retries record each attempt's outcome here.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The Standard Webhooks message id (`webhook-id`): the same on every attempt and redelivery, so receivers can drop repeats. */
    eventId: text().notNull(),
    eventType: text().$type<WebhookEventType>().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: webhookDeliveryStatuses }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    responseStatus: integer(),
    responseTimeMs: integer(),
    lastError: text(),
    createdAt: createdAt(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  // The log reads newest first, by endpoint, by status, or both.
  (t) => [index().on(t.createdAt.desc()), index().on(t.endpointId, t.createdAt.desc()), index().on(t.status, t.createdAt.desc())],
);

export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
