// DELETE /api/user/sessions/{id} — sign one of the user's sessions out (another user's is a 404)
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { revokeSession } from '@/server/services/sessions';

export const dynamic = 'force-dynamic';

export const DELETE = route(contracts.revokeSession, async ({ params, by, locale }) => {
  await revokeSession({ id: params.id, by });
  return ok(null, { message: translate(locale, 'sessions.signedOut') });
});
