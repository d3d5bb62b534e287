// POST /api/user/authentication/two-factor — finish a two-step sign-in with a code or a recovery code
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { respondSignedIn } from '@/server/auth/respond-signed-in';
import { route } from '@/server/http/route';
import { completeTwoFactorSignIn } from '@/server/services/two-factor/complete-two-factor-sign-in';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.completeTwoFactorSignIn, async ({ body, by, locale }) => {
  const { user, token } = await completeTwoFactorSignIn({ input: body, by });
  return respondSignedIn(user, token, translate(locale, 'accounts.loggedIn'));
});
