import { hashPassword } from '@/server/auth/passwords';
import { issueToken, type IssuedToken } from '@/server/auth/tokens';
import { getDb } from '@/server/db/client';
import { users, type User } from '@/server/db/schema';
import { dispatchMail } from '@/server/mail/send';
import { consumeLimit } from '@/server/rate-limit';
import type { RegisterInput } from '@/shared/schemas/accounts';
import { recordActivity } from '../activity/record-activity';
import { welcomeNewAccounts } from '../notifications/welcome';
import type { VisitorContext } from '../context';
import { queueEmailVerification } from './email-verification';
import { assertIdentityAvailable, uniqueViolationToValidation } from './identity';
import { transaction } from '@/server/db/unit-of-work';

/**
 * Creates an account in the request's language, signs it in (a new token), greets it with a
 * welcome notification and mails an e-mail verification link. Duplicate e-mail or username → 422 on that field.
 */
export async function register({ input, by: { ctx } }: { input: RegisterInput; by: VisitorContext }): Promise<{
  user: User;
  token: IssuedToken;
}> {
  await consumeLimit('register', ctx.ip ?? 'unknown');
  const db = getDb();
  await assertIdentityAvailable(db, { email: input.email, username: input.username });
  const passwordHash = await hashPassword(input.password);

  const { user, token, verification } = await transaction(db, async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          passwordHash,
          firstname: input.firstname ?? null,
          lastname: input.lastname ?? null,
          locale: ctx.locale,
        })
        .returning();
      if (!created) throw new Error('users insert returned no row');
      const issued = await issueToken(tx, created, ctx);
      const queued = await queueEmailVerification(tx, created);
      await welcomeNewAccounts(tx, [created.id]);
      await recordActivity(tx, {
        actorId: created.id,
        action: 'auth.register',
        resource: 'users',
        resourceId: created.id,
        summary: { username: created.username, email: created.email },
        client: ctx,
      });
      return { user: created, token: issued, verification: queued };
    })
    .catch(uniqueViolationToValidation);

  dispatchMail(verification.id, verification.mail);
  return { user, token };
}
