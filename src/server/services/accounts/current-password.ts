import { verifyPassword } from '@/server/auth/passwords';
import type { User } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import { consumeLimit, resetLimit } from '@/server/rate-limit';

/**
 * A stolen session must not be enough to take the account over, so changing the e-mail, the
 * password or the second factor needs the current password. Guesses count against the sign-in
 * limit of the account.
 */
export async function assertCurrentPassword(user: User, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) throw ValidationError.field('current_password', 'validation.required');
  const key = `current-password:${user.id}`;
  await consumeLimit('loginAccount', key);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw ValidationError.field('current_password', 'validation.currentPassword');
  }
  await resetLimit('loginAccount', key);
}
