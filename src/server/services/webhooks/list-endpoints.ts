import { desc } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { webhookEndpoints } from '@/server/db/schema';
import type { WebhookEndpointJson } from '@/shared/schemas/webhooks';
import { toEndpointJson } from './json';

/** Every endpoint, newest first: a site has a handful, so the list is not paged. */
export async function listWebhookEndpoints(db: Database = getDb()): Promise<WebhookEndpointJson[]> {
  const rows = await db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map(toEndpointJson);
}
