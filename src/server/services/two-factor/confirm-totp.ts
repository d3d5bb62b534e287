import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { totpCredentials, type User } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import { consumeLimit } from '@/server/rate-limit';
import type { ConfirmTotpInput } from '@/shared/schemas/two-factor';
import { recordActivity } from '../activity/record-activity';
import type { WriteContext } from '../context';
import { replaceRecoveryCodes } from './recovery-codes';
import { acceptTotpCode } from './totp';
import { transaction } from '@/server/db/unit-of-work';

/**
 * Turns the authenticator app on once it shows a right code, and answers the ten recovery codes,
 * shown this once. The code check and the switch share a transaction, so the codes are only made
 * for an app that works.
 */
export async function confirmTotp({ input, by: { ctx, actor: user } }: { input: ConfirmTotpInput; by: WriteContext<User> }): Promise<{ recovery_codes: string[] }> {
  // A session alone must not let anyone try codes without end.
  await consumeLimit('loginAccount', `two-factor-setup:${user.id}`);
  return transaction(getDb(), async (tx) => {
    if (!(await acceptTotpCode(tx, user.id, input.code, { pending: true }))) throw ValidationError.field('code', 'validation.twoFactorCode');
    const [confirmed] = await tx
      .update(totpCredentials)
      .set({ confirmedAt: new Date() })
      .where(and(eq(totpCredentials.userId, user.id), isNull(totpCredentials.confirmedAt)))
      .returning({ userId: totpCredentials.userId });
    if (!confirmed) throw ValidationError.field('code', 'validation.twoFactorCode');
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordActivity(tx, { actorId: user.id, action: 'auth.two_factor_enabled', resource: 'users', resourceId: user.id, client: ctx });
    return { recovery_codes: codes };
  });
}
