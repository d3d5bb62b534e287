import { and, eq, isNull } from 'drizzle-orm';
import { appUrl } from '@/env';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { randomSecret, sha256 } from '@/server/auth/secrets';
import { runInBackground } from '@/server/background';
import { getDb } from '@/server/db/client';
import { passwordResetTokens } from '@/server/db/schema';
import { dispatchMail, queueMail } from '@/server/mail/send';
import { passwordResetMail } from '@/server/mail/templates';
import { consumeLimit } from '@/server/rate-limit';
import type { PasswordResetRequestInput } from '@/shared/schemas/accounts';
import { recordActivity } from '../activity/record-activity';
import type { ServiceContext, VisitorContext } from '../context';
import { findUserByEmail } from './identity';
import { transaction } from '@/server/db/unit-of-work';

export const PASSWORD_RESET_TTL_MINUTES = 60;

/**
 * Mails a single-use reset link valid for 60 minutes, in the account's language. Answers the
 * same way, after the same steps, whether or not the account exists: the answer leaves once the
 * rate limit has counted the request, and every look-up happens afterwards in the background,
 * so neither the answer nor its timing tells whether the address has an account.
 */
export async function requestPasswordReset({ input, by: { ctx } }: { input: PasswordResetRequestInput; by: VisitorContext }): Promise<void> {
  await consumeLimit('passwordReset', `${input.email}|${ctx.ip ?? 'unknown'}`);
  runInBackground('password reset', () => issueResetLink(ctx, input));
}

async function issueResetLink(ctx: ServiceContext, input: PasswordResetRequestInput): Promise<void> {
  const db = getDb();
  const user = await findUserByEmail(db, input.email);

  if (!user || user.isBlocked) {
    await recordActivity(db, {
      actorId: null,
      action: 'auth.password_reset_requested',
      resource: 'users',
      summary: { email: input.email, account_found: false },
      client: ctx,
    });
    return;
  }

  const locale = isLocale(user.locale) ? user.locale : defaultLocale;
  const secret = randomSecret(40);
  const link = `${appUrl()}/${locale}/reset-password?token=${encodeURIComponent(secret)}&email=${encodeURIComponent(user.email)}`;
  const mail = {
    to: user.email,
    ...passwordResetMail({ locale, name: user.firstname ?? user.username, link, minutes: PASSWORD_RESET_TTL_MINUTES }),
  };

  const outboxId = await transaction(db, async (tx) => {
    // Only the newest link works: an older one lying in a mailbox is no longer a way in.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(secret),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000),
    });
    await recordActivity(tx, {
      actorId: user.id,
      action: 'auth.password_reset_requested',
      resource: 'users',
      resourceId: user.id,
      summary: { email: user.email, account_found: true },
      client: ctx,
    });
    return queueMail(tx, mail);
  });
  dispatchMail(outboxId, mail);
}
