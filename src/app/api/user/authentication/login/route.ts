// POST /api/user/authentication/login — sign in with e-mail or username and password
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { respondSignedIn } from '@/server/auth/respond-signed-in';
import { route } from '@/server/http/route';
import { login } from '@/server/services/accounts/login';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.login, async ({ body, by, locale }) => {
  const { user, token } = await login({ input: body, by });
  return respondSignedIn(user, token, translate(locale, 'accounts.loggedIn'));
});
