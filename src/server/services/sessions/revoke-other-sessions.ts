import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { accessTokens } from '@/server/db/schema';
import { recordActivity } from '../activity/record-activity';
import type { UserActor, WriteContext } from '../context';
import { transaction } from '@/server/db/unit-of-work';

/** Signs out every session of the user but `tokenId`, the request's own; answers how many went. */
export async function revokeOtherSessions({ tokenId, by: { ctx, actor } }: { tokenId: string; by: WriteContext<UserActor> }): Promise<number> {
  return transaction(getDb(), async (tx) => {
    const deleted = await tx
      .delete(accessTokens)
      .where(and(eq(accessTokens.userId, actor.id), ne(accessTokens.id, tokenId)))
      .returning({ id: accessTokens.id });
    await recordActivity(tx, {
      actorId: actor.id,
      action: 'auth.other_sessions_revoked',
      resource: 'users',
      resourceId: actor.id,
      summary: { sessions: deleted.length },
      client: ctx,
    });
    return deleted.length;
  });
}
