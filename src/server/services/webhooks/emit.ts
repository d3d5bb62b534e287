import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db/client';
import { webhookDeliveries, webhookEndpoints } from '@/server/db/schema';
import type { WebhookEventType } from '@/shared/webhook-events';
import { dispatchDeliveries } from './deliver';

/** A Standard Webhooks message id, unique per delivery and kept across its attempts. */
const messageId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/**
 * Called once by the verb that made the event, after its transaction committed: one delivery row
 * for each enabled endpoint that subscribes to `type`, each handed to the job engine. The rows are
 * written with the verb's own `db`, so an event made inside an outer transaction (an import) stands
 * or falls with it. Made once by the one instance that ran the write, each is sent once. A failure
 * here is logged and never fails the write, which has already happened.
 */
export async function emitWebhookEvent(type: WebhookEventType, payload: Record<string, unknown>, db: Db = getDb()): Promise<void> {
  try {
    // In a savepoint when `db` is an outer transaction: on PostgreSQL a failed statement would
    // otherwise abort that whole transaction (an import), whatever this catch does.
    const rows = await db.transaction(async (tx) => {
      const endpoints = await tx
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [type])));
      if (endpoints.length === 0) return [];
      return tx
        .insert(webhookDeliveries)
        .values(endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventId: messageId(), eventType: type, payload })))
        .returning({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId });
    });
    dispatchDeliveries(rows);
  } catch (error) {
    console.error(`[webhooks] could not record the ${type} event`, error);
  }
}
