// POST /api/user/authentication/login — sign in with e-mail or username and password
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { respondSignedIn } from '@/server/auth/respond-signed-in';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { login } from '@/server/services/accounts/login';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.login, async ({ body, by, locale }) => {
  const result = await login({ input: body, by });
  if (result.status === 'second-factor') {
    // No token and no cookie: only the second step signs in.
    return ok(
      { two_factor_required: true, challenge: result.challenge, methods: result.methods },
      { message: translate(locale, 'twoFactor.codeNeeded') },
    );
  }
  return respondSignedIn(result.user, result.token, translate(locale, 'accounts.loggedIn'));
});
