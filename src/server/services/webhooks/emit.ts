import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db/client';
import { webhookDeliveries, webhookEndpoints } from '@/server/db/schema';
import type { WebhookEventType } from '@/shared/webhook-events';
import { dispatchDeliveries } from './deliver';
import { transaction } from '@/server/db/unit-of-work';

/** A Standard Webhooks message id, unique per delivery and kept across its attempts. */
const messageId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/**
 * Called once by the verb that made the event, in its unit of work (ADR 0025): one delivery row for
 * each enabled endpoint that subscribes to `type`, each with its delivery job, written in the same
 * transaction, so an event of a write that rolls back (a dry-run import, a failing item) leaves
 * nothing behind, and one that commits is sent once by one instance. A failure here is logged and
 * never fails the write.
 */
export async function emitWebhookEvent(
  type: WebhookEventType,
  payload: Record<string, unknown>,
  db: Db = getDb(),
): Promise<void> {
  try {
    // In a savepoint when `db` is an outer transaction: on PostgreSQL a failed statement would
    // otherwise abort that whole transaction (an import), whatever this catch does.
    await transaction(db, async (tx) => {
      const endpoints = await tx
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [type])));
      if (endpoints.length === 0) return;
      const rows = await tx
        .insert(webhookDeliveries)
        .values(endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventId: messageId(), eventType: type, payload })))
        .returning({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId });
      await dispatchDeliveries(rows);
    });
  } catch (error) {
    console.error(`[webhooks] could not record the ${type} event`, error);
  }
}
