// PATCH /api/user/authentication/update — change the signed-in user's profile, e-mail or password
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { serializeUser } from '@/server/services/accounts/serialize-user';
import { updateProfile } from '@/server/services/accounts/update-profile';

export const dynamic = 'force-dynamic';

export const PATCH = route(contracts.updateProfile, async ({ session, body, by, locale }) => {
  const { user, emailChanged } = await updateProfile({ tokenId: session.tokenId, input: body, by });
  const message = translate(locale, emailChanged ? 'accounts.emailChanged' : 'accounts.profileUpdated');
  return ok({ user: serializeUser(user) }, { message });
});
