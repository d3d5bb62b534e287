import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { webhookEndpoints } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import { updateWebhookEndpointInput, type WebhookEndpointJson } from '@/shared/schemas/webhooks';
import { toEndpointJson } from './json';
import { transaction } from '@/server/db/unit-of-work';

/** Switches an endpoint on or off, or changes its events or description; its URL and secret stay. */
export async function updateWebhookEndpoint(
  { id, input, by }: { id: string; input: unknown; by: WriteContext },
  db: Database = getDb(),
): Promise<WebhookEndpointJson> {
  const { enabled, events, description } = updateWebhookEndpointInput.parse(input);
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(enabled !== undefined ? { enabled } : {}),
        ...(events !== undefined ? { events } : {}),
        ...(description !== undefined ? { description } : {}),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    if (!row) throw new NotFoundError();
    await recordWrite(tx, by, 'webhooks.update', id, { enabled, events, description });
    return toEndpointJson(row);
  });
}
