import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { recoveryCodes, totpCredentials, type User } from '@/server/db/schema';
import { ConflictError } from '@/server/errors';
import type { CurrentPasswordInput } from '@/shared/schemas/two-factor';
import { assertCurrentPassword } from '../accounts/current-password';
import { recordActivity } from '../activity/record-activity';
import type { WriteContext } from '../context';
import { transaction } from '@/server/db/unit-of-work';

/**
 * Turns the authenticator app off and drops its recovery codes. Under MANAGER_2FA=required a
 * manager who does so without a passkey is sent to enrol again by the panel and refused by the
 * manager API, which is the setting's point; it does not forbid turning it off.
 */
export async function disableTotp({ input, by: { ctx, actor: user } }: { input: CurrentPasswordInput; by: WriteContext<User> }): Promise<void> {
  await assertCurrentPassword(user, input.current_password);
  await transaction(getDb(), async (tx) => {
    const [removed] = await tx.delete(totpCredentials).where(eq(totpCredentials.userId, user.id)).returning({ userId: totpCredentials.userId });
    if (!removed) throw new ConflictError('twoFactor.notEnabled');
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await recordActivity(tx, { actorId: user.id, action: 'auth.two_factor_disabled', resource: 'users', resourceId: user.id, client: ctx });
  });
}
