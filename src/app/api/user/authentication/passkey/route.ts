// POST /api/user/authentication/passkey — sign in with a passkey's answer to the passkey options
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { respondSignedIn } from '@/server/auth/respond-signed-in';
import { route } from '@/server/http/route';
import { signInWithPasskey } from '@/server/services/passkeys/sign-in-with-passkey';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.passkeySignIn, async ({ body, by, locale }) => {
  const { user, token } = await signInWithPasskey({ input: body, by });
  return respondSignedIn(user, token, translate(locale, 'accounts.loggedIn'));
});
