import type { Session } from '@/server/auth/session';
import { revokeToken } from '@/server/auth/tokens';
import { getDb } from '@/server/db/client';
import { recordActivity } from '../activity/record-activity';
import type { ServiceContext } from '../context';

/** Revokes the token the request was made with; other devices stay signed in. */
export async function logout({ ctx, session }: { ctx: ServiceContext; session: Session }): Promise<void> {
  await getDb().transaction(async (tx) => {
    await revokeToken(tx, session.tokenId);
    await recordActivity(tx, {
      actorId: session.user.id,
      action: 'auth.logout',
      resource: 'users',
      resourceId: session.user.id,
      summary: { token_id: session.tokenId },
      client: ctx,
    });
  });
}
