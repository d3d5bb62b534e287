import { and, eq, isNull } from 'drizzle-orm';
import { appUrl } from '@/env';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { randomSecret, sha256 } from '@/server/auth/secrets';
import type { Transaction } from '@/server/db/client';
import { emailVerificationTokens, type User } from '@/server/db/schema';
import { queueMail, type OutgoingMail } from '@/server/mail/send';
import { verificationMail } from '@/server/mail/templates';

export const VERIFICATION_TTL_HOURS = 48;

export type QueuedMail = { id: string; mail: OutgoingMail };

/**
 * Creates a verification link for the user's current e-mail (older unused links stop working)
 * and queues the message in the user's language. Dispatch the result after commit.
 */
export async function queueEmailVerification(tx: Transaction, user: User): Promise<QueuedMail> {
  await tx
    .update(emailVerificationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerificationTokens.userId, user.id), isNull(emailVerificationTokens.usedAt)));

  const secret = randomSecret(40);
  await tx.insert(emailVerificationTokens).values({
    userId: user.id,
    email: user.email,
    tokenHash: sha256(secret),
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_HOURS * 60 * 60 * 1000),
  });

  const locale = isLocale(user.locale) ? user.locale : defaultLocale;
  const link = `${appUrl()}/${locale}/verify-email?token=${encodeURIComponent(secret)}`;
  const content = verificationMail({ locale, name: user.firstname ?? user.username, link, hours: VERIFICATION_TTL_HOURS });
  const mail = { to: user.email, ...content };
  return { id: await queueMail(tx, mail), mail };
}
