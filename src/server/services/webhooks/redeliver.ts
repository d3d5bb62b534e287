import { and, eq, ne } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { webhookDeliveries, webhookEndpoints } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import type { WebhookDeliveryJson } from '@/shared/schemas/webhooks';
import { dispatchDeliveries } from './deliver';
import { toDeliveryJson } from './json';
import { transaction } from '@/server/db/unit-of-work';

/**
 * Sends a delivery again with its original message id, so a receiver that did get it can drop
 * the repeat: the row is pending with a fresh count of attempts, and goes through the job engine
 * like the first time. One still pending is on its way already and is answered as it stands.
 */
export async function redeliverWebhook(
  { id, by }: { id: string; by: WriteContext },
  db: Database = getDb(),
): Promise<WebhookDeliveryJson> {
  const { row, url } = await transaction(db, async (tx) => {
    const [reset] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', attempts: 0, deliveredAt: null })
      .where(and(eq(webhookDeliveries.id, id), ne(webhookDeliveries.status, 'pending')))
      .returning();
    const [current] = reset ? [reset] : await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    if (!current) throw new NotFoundError();
    const [endpoint] = await tx
      .select({ url: webhookEndpoints.url })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, current.endpointId));
    if (reset) {
      await recordWrite(tx, by, 'webhooks.redeliver', current.endpointId, { delivery_id: id, event_type: current.eventType });
      await dispatchDeliveries([{ id: current.id, endpointId: current.endpointId }]);
    }
    return { row: current, url: endpoint?.url ?? '' };
  });
  return toDeliveryJson(row, url);
}
