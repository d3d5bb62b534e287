import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { newsletterSubscribers, type NewsletterSubscriber } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import { recordActivity } from '@/server/services/activity/record-activity';
import type { VisitorContext, WriteContext } from '@/server/services/context';
import { everyTopic, type NewsletterLanguage } from '@/shared/newsletter';
import { subscribeInput } from '@/shared/schemas/newsletter';
import { mailOptIn } from './opt-in';
import { newConfirmToken } from './tokens';

/** How long after one opt-in (or "already subscribed") message an address gets no other. */
const RESEND_WINDOW_MS = 10 * 60_000;

type Subscriber = { by: VisitorContext | WriteContext; input: unknown; account?: { id: string; email: string } | null };

/**
 * A subscription from the public form. Whatever the address's state the caller hears the same
 * (so the form cannot tell who reads the newsletter): a new or unconfirmed address gets a fresh
 * opt-in link, a confirmed one a link to its preferences and no second subscription, a suppressed
 * one (its server refused our mail) nothing. The address is tied to the signed-in account that
 * owns it.
 */
export async function subscribe({ input, by, account }: Subscriber, db: Database = getDb()): Promise<{ status: 'pending' }> {
  const { email, languages, frequency, topics } = subscribeInput.parse(input);
  const locale = by.ctx.locale as NewsletterLanguage;
  const userId = account && account.email.toLowerCase() === email ? account.id : null;
  await transaction(db, async (tx) => {
    const [existing] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for('update');
    if (existing?.status === 'suppressed') return;
    // Strangers can type anyone's address from many client addresses: one message per address per
    // window, whatever the form is sent again with (the earlier link still works).
    const mailedLately = existing?.confirmationSentAt && Date.now() - existing.confirmationSentAt.getTime() < RESEND_WINDOW_MS;
    if (existing?.status === 'confirmed') {
      if (mailedLately) return;
      await tx
        .update(newsletterSubscribers)
        .set({ confirmationSentAt: new Date() })
        .where(eq(newsletterSubscribers.id, existing.id));
      await mailOptIn(tx, existing, null);
      return;
    }
    if (existing?.status === 'pending' && mailedLately) return;
    const { token, hash } = newConfirmToken();
    const values = {
      languages,
      frequency,
      topics: topics ?? everyTopic,
      locale,
      status: 'pending' as const,
      confirmTokenHash: hash,
      confirmationSentAt: new Date(),
    };
    let row: NewsletterSubscriber | undefined;
    if (existing) {
      [row] = await tx
        .update(newsletterSubscribers)
        .set({ ...values, unsubscribedAt: null, ...(userId && !existing.userId ? { userId } : {}) })
        .where(eq(newsletterSubscribers.id, existing.id))
        .returning();
    } else {
      // A concurrent first subscription of the same address wins; this one then changes nothing.
      [row] = await tx
        .insert(newsletterSubscribers)
        .values({ email, userId, source: userId ? 'panel' : 'form', ...values })
        .onConflictDoNothing()
        .returning();
    }
    if (!row) return;
    await recordActivity(tx, {
      actorId: by.actor?.id ?? null,
      action: 'subscribers.subscribe',
      resource: 'subscribers',
      resourceId: row.id,
      summary: { languages, frequency },
      client: by.ctx,
    });
    await mailOptIn(tx, row, token);
  });
  return { status: 'pending' };
}
