import { and, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { passkeys } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { PasskeyItem, RenamePasskeyInput } from '@/shared/schemas/passkeys';
import { recordActivity } from '../activity/record-activity';
import type { UserActor, WriteContext } from '../context';
import { serializePasskey } from './serialize';
import { transaction } from '@/server/db/unit-of-work';

/** Renames one of the owner's passkeys; another account's is a 404, as if it did not exist. */
export async function renamePasskey({
  id,
  input,
  by: { ctx, actor },
}: {
  id: string;
  input: RenamePasskeyInput;
  by: WriteContext<UserActor>;
}): Promise<PasskeyItem> {
  return transaction(getDb(), async (tx) => {
    const [row] = await tx
      .update(passkeys)
      .set({ name: input.name })
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, actor.id)))
      .returning();
    if (!row) throw new NotFoundError();
    await recordActivity(tx, {
      actorId: actor.id,
      action: 'auth.passkey_renamed',
      resource: 'users',
      resourceId: actor.id,
      summary: { passkey_id: row.id, name: row.name },
      client: ctx,
    });
    return serializePasskey(row);
  });
}
