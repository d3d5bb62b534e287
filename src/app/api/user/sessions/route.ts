// GET /api/user/sessions — the user's signed-in sessions; DELETE — sign out all but this one
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listSessions, revokeOtherSessions } from '@/server/services/sessions';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listSessions, async ({ session, user }) =>
  ok(await listSessions({ userId: user.id, currentTokenId: session.tokenId }), { headers: { 'Cache-Control': 'no-store' } }),
);

export const DELETE = route(contracts.revokeOtherSessions, async ({ session, by, locale }) => {
  const revoked = await revokeOtherSessions({ tokenId: session.tokenId, by });
  return ok({ revoked }, { message: translate(locale, 'sessions.signedOutOthers', { count: revoked }) });
});
