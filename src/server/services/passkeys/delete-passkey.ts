import { and, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { passkeys, type User } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { DeletePasskeyInput } from '@/shared/schemas/passkeys';
import { assertCurrentPassword } from '../accounts/current-password';
import { recordActivity } from '../activity/record-activity';
import type { WriteContext } from '../context';
import { transaction } from '@/server/db/unit-of-work';

/**
 * Removes one of the owner's passkeys after the current password: a stolen session must not be
 * able to take a second factor away. The passkey stays in the authenticator, but this site no
 * longer accepts it.
 */
export async function deletePasskey({
  id,
  input,
  by: { ctx, actor: user },
}: {
  id: string;
  input: DeletePasskeyInput;
  by: WriteContext<User>;
}): Promise<void> {
  await assertCurrentPassword(user, input.current_password);
  await transaction(getDb(), async (tx) => {
    const [row] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
      .returning({ id: passkeys.id, name: passkeys.name });
    if (!row) throw new NotFoundError();
    await recordActivity(tx, {
      actorId: user.id,
      action: 'auth.passkey_removed',
      resource: 'users',
      resourceId: user.id,
      summary: { passkey_id: row.id, name: row.name },
      client: ctx,
    });
  });
}
