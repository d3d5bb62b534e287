import { and, count, desc, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { webhookDeliveries, webhookEndpoints } from '@/server/db/schema';
import { offsetOf, paginationMetaOf } from '@/shared/schemas/pagination';
import type { WebhookDeliveriesQuery } from '@/shared/schemas/webhooks';
import { toDeliveryJson } from './json';

/** The delivery log, newest first, by endpoint and status. */
export async function listWebhookDeliveries(query: WebhookDeliveriesQuery, db: Database = getDb()) {
  const where = and(
    query.endpoint_id ? eq(webhookDeliveries.endpointId, query.endpoint_id) : undefined,
    query.status ? eq(webhookDeliveries.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(webhookDeliveries).where(where),
  ]);
  return { data: rows.map((row) => toDeliveryJson(row.delivery, row.url)), meta: paginationMetaOf(query, total?.value ?? 0) };
}
