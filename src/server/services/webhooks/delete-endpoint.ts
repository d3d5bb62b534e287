import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { webhookEndpoints } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import { transaction } from '@/server/db/unit-of-work';

/** Deletes an endpoint and its delivery log; a delivery of it still queued finds nothing to send. */
export async function deleteWebhookEndpoint({ id, by }: { id: string; by: WriteContext }, db: Database = getDb()): Promise<void> {
  await transaction(db, async (tx) => {
    const [row] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
    if (!row) throw new NotFoundError();
    await recordWrite(tx, by, 'webhooks.delete', id, { url: row.url });
  });
}
