import { eq } from 'drizzle-orm';
import { hashPassword } from '@/server/auth/passwords';
import { revokeOtherTokens } from '@/server/auth/tokens';
import { getDb } from '@/server/db/client';
import { users, type NewUser, type User } from '@/server/db/schema';
import { dispatchMail } from '@/server/mail/send';
import type { UpdateProfileInput } from '@/shared/schemas/accounts';
import { recordActivity } from '../activity/record-activity';
import type { WriteContext } from '../context';
import { assertCurrentPassword } from './current-password';
import { queueEmailVerification, type QueuedMail } from './email-verification';
import { assertIdentityAvailable, assertPasswordNotIdentity, uniqueViolationToValidation } from './identity';
import { transaction } from '@/server/db/unit-of-work';

const PROFILE_FIELDS = ['firstname', 'lastname', 'mobile', 'bio', 'locale', 'avatar'] as const;

export type UpdateProfileResult = { user: User; emailChanged: boolean; passwordChanged: boolean };

/**
 * Changes only the fields sent. A new e-mail is unverified until its link is followed (a link is
 * mailed to it); a new password signs every device out but the one of `tokenId`, the request's own.
 */
export async function updateProfile({
  tokenId,
  input,
  by: { ctx, actor: user },
}: {
  tokenId: string;
  input: UpdateProfileInput;
  by: WriteContext<User>;
}): Promise<UpdateProfileResult> {
  const db = getDb();
  const emailChanged = input.email !== undefined && input.email !== user.email;
  const passwordChanged = input.password !== undefined;

  if (emailChanged || passwordChanged) await assertCurrentPassword(user, input.current_password);
  if (emailChanged) await assertIdentityAvailable(db, { email: input.email }, user.id);
  if (input.password !== undefined) {
    assertPasswordNotIdentity(input.password, { username: user.username, email: input.email ?? user.email });
  }

  const changes: Partial<NewUser> = {};
  const profileFields: string[] = [];
  for (const field of PROFILE_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    // An emptied optional field is stored as null, not as ''; `locale` is an enum and never empty.
    (changes as Record<string, unknown>)[field] = value === '' ? null : value;
    profileFields.push(field);
  }
  if (emailChanged) {
    changes.email = input.email;
    changes.emailVerifiedAt = null;
  }
  if (input.password !== undefined) changes.passwordHash = await hashPassword(input.password);
  if (Object.keys(changes).length === 0) return { user, emailChanged: false, passwordChanged: false };

  const { updated, verification } = await transaction(db, async (tx) => {
      const [row] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning();
      if (!row) throw new Error('users update returned no row');
      let queued: QueuedMail | undefined;
      if (emailChanged) {
        queued = await queueEmailVerification(tx, row);
        await recordActivity(tx, {
          actorId: user.id,
          action: 'auth.email_changed',
          resource: 'users',
          resourceId: user.id,
          summary: { from: user.email, to: row.email },
          client: ctx,
        });
      }
      if (passwordChanged) {
        await revokeOtherTokens(tx, user.id, tokenId);
        await recordActivity(tx, { actorId: user.id, action: 'auth.password_changed', resource: 'users', resourceId: user.id, client: ctx });
      }
      if (profileFields.length > 0) {
        await recordActivity(tx, {
          actorId: user.id,
          action: 'auth.profile_updated',
          resource: 'users',
          resourceId: user.id,
          summary: { fields: profileFields },
          client: ctx,
        });
      }
      return { updated: row, verification: queued };
    })
    .catch(uniqueViolationToValidation);

  if (verification) dispatchMail(verification.id, verification.mail);
  return { user: updated, emailChanged, passwordChanged };
}
