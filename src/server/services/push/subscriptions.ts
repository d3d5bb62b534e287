import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { pushSubscriptions } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import { ValidationError } from '@/server/errors';
import { refusedAddressOf } from '@/server/services/webhooks/address-guard';
import { everyTopic } from '@/shared/newsletter';
import { pushSubscribeInput, pushUnsubscribeInput } from '@/shared/schemas/push';

/**
 * A push service's address is where this server will POST: one that resolves to this host or a
 * private network is refused, as for webhooks (the operator's WEBHOOK_ALLOW_PRIVATE allows it).
 */
async function assertPushEndpoint(endpoint: string): Promise<void> {
  let refused: string | null;
  try {
    refused = await refusedAddressOf(new URL(endpoint));
  } catch {
    throw ValidationError.field('subscription.endpoint', 'push.validation.endpoint');
  }
  if (refused) throw ValidationError.field('subscription.endpoint', 'push.validation.endpoint');
}

/**
 * Keeps a browser's subscription (again, when it subscribes anew: the endpoint is the browser's
 * identity, its keys and wishes are replaced), tied to the signed-in reader if there is one.
 */
export async function subscribePush({ input, userId }: { input: unknown; userId: string | null }, db: Database = getDb()): Promise<{ subscribed: true }> {
  const { subscription, languages, topics } = pushSubscribeInput.parse(input);
  await assertPushEndpoint(subscription.endpoint);
  const values = {
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    userId,
    languages,
    topics: topics ?? everyTopic,
  };
  await transaction(db, (tx) =>
    tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, updatedAt: new Date() } }),
  );
  return { subscribed: true };
}

/** Forgets a browser's subscription, named by its endpoint (which only that browser knows). */
export async function unsubscribePush({ input }: { input: unknown }, db: Database = getDb()): Promise<{ subscribed: false }> {
  const { endpoint } = pushUnsubscribeInput.parse(input);
  await transaction(db, (tx) => tx.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)));
  return { subscribed: false };
}
