import { and, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { totpCredentials, type User } from '@/server/db/schema';
import { ConflictError } from '@/server/errors';
import type { CurrentPasswordInput } from '@/shared/schemas/two-factor';
import { assertCurrentPassword } from '../accounts/current-password';
import { recordActivity } from '../activity/record-activity';
import type { WriteContext } from '../context';
import { replaceRecoveryCodes } from './recovery-codes';
import { transaction } from '@/server/db/unit-of-work';

/** Ten new recovery codes, shown once; the old ones, used or not, stop working. */
export async function regenerateRecoveryCodes({
  input,
  by: { ctx, actor: user },
}: {
  input: CurrentPasswordInput;
  by: WriteContext<User>;
}): Promise<{ recovery_codes: string[] }> {
  await assertCurrentPassword(user, input.current_password);
  return transaction(getDb(), async (tx) => {
    const [enabled] = await tx
      .select({ userId: totpCredentials.userId })
      .from(totpCredentials)
      .where(and(eq(totpCredentials.userId, user.id), isNotNull(totpCredentials.confirmedAt)))
      .limit(1);
    if (!enabled) throw new ConflictError('twoFactor.notEnabled');
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordActivity(tx, { actorId: user.id, action: 'auth.recovery_codes_regenerated', resource: 'users', resourceId: user.id, client: ctx });
    return { recovery_codes: codes };
  });
}
