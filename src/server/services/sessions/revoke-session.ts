import { and, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { accessTokens } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { recordActivity } from '../activity/record-activity';
import type { UserActor, WriteContext } from '../context';
import { transaction } from '@/server/db/unit-of-work';

/**
 * Signs one of the user's sessions out: its token is deleted, so its next request is a 401.
 * Another user's session is a 404, as if it did not exist.
 */
export async function revokeSession({ id, by: { ctx, actor } }: { id: string; by: WriteContext<UserActor> }): Promise<void> {
  await transaction(getDb(), async (tx) => {
    const deleted = await tx
      .delete(accessTokens)
      .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, actor.id)))
      .returning({ id: accessTokens.id });
    if (deleted.length === 0) throw new NotFoundError();
    await recordActivity(tx, {
      actorId: actor.id,
      action: 'auth.session_revoked',
      resource: 'users',
      resourceId: actor.id,
      summary: { token_id: id },
      client: ctx,
    });
  });
}
