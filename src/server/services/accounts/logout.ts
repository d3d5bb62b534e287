import { revokeToken } from '@/server/auth/tokens';
import { getDb } from '@/server/db/client';
import { recordActivity } from '../activity/record-activity';
import type { UserActor, WriteContext } from '../context';
import { transaction } from '@/server/db/unit-of-work';

/** Revokes the token the request was made with (`tokenId`); other devices stay signed in. */
export async function logout({ tokenId, by: { ctx, actor } }: { tokenId: string; by: WriteContext<UserActor> }): Promise<void> {
  await transaction(getDb(), async (tx) => {
    await revokeToken(tx, tokenId);
    await recordActivity(tx, {
      actorId: actor.id,
      action: 'auth.logout',
      resource: 'users',
      resourceId: actor.id,
      summary: { token_id: tokenId },
      client: ctx,
    });
  });
}
