import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { newsletterSubscribers } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import { recordActivity } from '@/server/services/activity/record-activity';
import type { VisitorContext } from '@/server/services/context';
import { updatePreferencesInput, type PreferencesJson } from '@/shared/schemas/newsletter';
import { subscriberOfToken } from './find-subscriber';
import { toPreferences } from './serialize';

/** Changes the languages, frequency or topics of the subscription a preferences link names. */
export async function updatePreferences(
  { input, by }: { input: unknown; by: VisitorContext },
  db: Database = getDb(),
): Promise<PreferencesJson> {
  const { token, languages, frequency, topics } = updatePreferencesInput.parse(input);
  return transaction(db, async (tx) => {
    const current = await subscriberOfToken(tx, token, { lock: true });
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ ...(languages ? { languages } : {}), ...(frequency ? { frequency } : {}), ...(topics ? { topics } : {}) })
      .where(eq(newsletterSubscribers.id, current.id))
      .returning();
    await recordActivity(tx, {
      actorId: null,
      action: 'subscribers.preferences',
      resource: 'subscribers',
      resourceId: current.id,
      summary: {
        fields: Object.keys({ ...(languages && { languages }), ...(frequency && { frequency }), ...(topics && { topics }) }),
      },
      client: by.ctx,
    });
    return toPreferences(row!);
  });
}
