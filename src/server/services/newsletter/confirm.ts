import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { newsletterSubscribers } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import { NotFoundError } from '@/server/errors';
import { recordActivity } from '@/server/services/activity/record-activity';
import type { VisitorContext } from '@/server/services/context';
import { confirmSubscriptionInput, type PreferencesJson } from '@/shared/schemas/newsletter';
import { subscriberLinks } from './links';
import { toPreferences } from './serialize';
import { hashConfirmToken } from './tokens';

/**
 * Confirms the subscription whose opt-in e-mail carried `token`. The token works once: it is
 * cleared on use, so a used or unknown one is the same 404. Answers the preferences with the
 * preferences token, so the page can go on to them.
 */
export async function confirmSubscription(
  { input, by }: { input: unknown; by: VisitorContext },
  db: Database = getDb(),
): Promise<PreferencesJson & { token: string }> {
  const { token } = confirmSubscriptionInput.parse(input);
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: new Date(), confirmTokenHash: null })
      .where(
        and(eq(newsletterSubscribers.confirmTokenHash, hashConfirmToken(token)), eq(newsletterSubscribers.status, 'pending')),
      )
      .returning();
    if (!row) throw new NotFoundError('newsletter.api.unknownToken');
    await recordActivity(tx, {
      actorId: null,
      action: 'subscribers.confirm',
      resource: 'subscribers',
      resourceId: row.id,
      client: by.ctx,
    });
    return { ...toPreferences(row), token: (await subscriberLinks(tx, row)).token };
  });
}
