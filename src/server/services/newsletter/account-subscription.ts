import { eq, or } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { newsletterSubscribers, users, type NewsletterSubscriber } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import { NotFoundError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { UserActor, WriteContext } from '@/server/services/context';
import { everyTopic, type NewsletterLanguage } from '@/shared/newsletter';
import { accountSubscriptionInput, type PreferencesJson } from '@/shared/schemas/newsletter';
import { mailOptIn } from './opt-in';
import { toPreferences } from './serialize';
import { newConfirmToken } from './tokens';

/** The signed-in reader's subscription (tied to the account), or null. */
export async function getAccountSubscription(
  { userId }: { userId: string },
  db: Database = getDb(),
): Promise<PreferencesJson | null> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.userId, userId));
  return row ? toPreferences(row, { masked: false }) : null;
}

/**
 * Subscribes the account's address, or changes its subscription, from the user panel. A verified
 * address is the reader's own already, so it is confirmed at once; an unverified one gets the
 * opt-in e-mail like the public form's. An address subscribed before the account existed is
 * taken over by it.
 */
export async function putAccountSubscription(
  { input, by }: { input: unknown; by: WriteContext<UserActor> },
  db: Database = getDb(),
): Promise<PreferencesJson | null> {
  const { languages, frequency, topics } = accountSubscriptionInput.parse(input);
  return transaction(db, async (tx) => {
    const [user] = await tx
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, by.actor.id));
    if (!user) throw new NotFoundError();
    const email = user.email.toLowerCase();
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(or(eq(newsletterSubscribers.userId, by.actor.id), eq(newsletterSubscribers.email, email)))
      .for('update');
    const verified = Boolean(user.verifiedAt);
    const keepsConfirmation = existing?.status === 'confirmed' && existing.email === email;
    const confirmNow = verified || keepsConfirmation;
    const { token, hash } = newConfirmToken();
    const values = {
      email,
      userId: by.actor.id,
      languages,
      frequency,
      topics: topics ?? everyTopic,
      locale: by.ctx.locale as NewsletterLanguage,
      ...(confirmNow
        ? {
            status: 'confirmed' as const,
            confirmedAt: keepsConfirmation ? existing.confirmedAt : new Date(),
            confirmTokenHash: null,
          }
        : { status: 'pending' as const, confirmTokenHash: hash, confirmationSentAt: new Date() }),
      unsubscribedAt: null,
    };
    // A suppressed address is not revived from here: its mail server refused us.
    if (existing?.status === 'suppressed') return toPreferences(existing, { masked: false });
    let row: NewsletterSubscriber | undefined;
    if (existing)
      [row] = await tx.update(newsletterSubscribers).set(values).where(eq(newsletterSubscribers.id, existing.id)).returning();
    else
      [row] = await tx
        .insert(newsletterSubscribers)
        .values({ ...values, source: 'panel' })
        .returning();
    await recordWrite(tx, by, existing ? 'subscribers.preferences' : 'subscribers.subscribe', row!.id, {
      languages,
      frequency,
      status: row!.status,
    });
    if (!confirmNow) await mailOptIn(tx, row!, token);
    return toPreferences(row!, { masked: false });
  });
}

/** Ends the signed-in reader's subscription from the user panel; ending none, or one already ended, is no error. */
export async function endAccountSubscription({ by }: { by: WriteContext<UserActor> }, db: Database = getDb()): Promise<PreferencesJson | null> {
  return transaction(db, async (tx) => {
    const [existing] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.userId, by.actor.id)).for('update');
    if (!existing) return null;
    if (existing.status === 'unsubscribed' || existing.status === 'suppressed') return toPreferences(existing, { masked: false });
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null })
      .where(eq(newsletterSubscribers.id, existing.id))
      .returning();
    await recordWrite(tx, by, 'subscribers.unsubscribe', existing.id, { status: 'unsubscribed' });
    return toPreferences(row!, { masked: false });
  });
}
