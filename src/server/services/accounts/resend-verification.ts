import type { User } from '@/server/db/schema';
import { getDb } from '@/server/db/client';
import { dispatchMail } from '@/server/mail/send';
import { consumeLimit } from '@/server/rate-limit';
import { recordActivity } from '../activity/record-activity';
import type { WriteContext } from '../context';
import { queueEmailVerification } from './email-verification';
import { transaction } from '@/server/db/unit-of-work';

/**
 * Mails a fresh verification link to the signed-in user's address (the older link stops
 * working). Answers 'already-verified' without mailing when there is nothing to confirm.
 */
export async function resendVerification({ by: { ctx, actor: user } }: { by: WriteContext<User> }): Promise<'sent' | 'already-verified'> {
  if (user.emailVerifiedAt) return 'already-verified';
  await consumeLimit('verificationResend', user.id);

  const queued = await transaction(getDb(), async (tx) => {
    const mail = await queueEmailVerification(tx, user);
    await recordActivity(tx, {
      actorId: user.id,
      action: 'auth.verification_sent',
      resource: 'users',
      resourceId: user.id,
      summary: { email: user.email },
      client: ctx,
    });
    return mail;
  });
  dispatchMail(queued.id, queued.mail);
  return 'sent';
}
