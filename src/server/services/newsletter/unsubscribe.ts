import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { newsletterSubscribers } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import { recordActivity } from '@/server/services/activity/record-activity';
import type { VisitorContext } from '@/server/services/context';
import { unsubscribeInput, type PreferencesJson } from '@/shared/schemas/newsletter';
import { subscriberOfToken } from './find-subscriber';
import { toPreferences } from './serialize';

/**
 * Ends the subscription a preferences token names, at once and without sign-in: from the
 * preferences page, or a mail client's RFC 8058 one-click POST. Ending it twice is no error, and a
 * suppressed address stays suppressed. Sends in progress skip it from the next batch on.
 */
export async function unsubscribe(
  { input, by }: { input: unknown; by: VisitorContext },
  db: Database = getDb(),
): Promise<PreferencesJson> {
  const { token } = unsubscribeInput.parse(input);
  return transaction(db, async (tx) => {
    const current = await subscriberOfToken(tx, token, { lock: true });
    if (current.status === 'unsubscribed' || current.status === 'suppressed') return toPreferences(current);
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null })
      .where(eq(newsletterSubscribers.id, current.id))
      .returning();
    await recordActivity(tx, {
      actorId: null,
      action: 'subscribers.unsubscribe',
      resource: 'subscribers',
      resourceId: current.id,
      client: by.ctx,
    });
    return toPreferences(row!);
  });
}
