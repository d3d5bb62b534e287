// POST /api/user/authentication/login — sign in with e-mail or username and password
import { translate } from '@/i18n/messages';
import { respondSignedIn } from '@/server/auth/respond-signed-in';
import { handle, parseBody } from '@/server/http/handler';
import { assertJsonRequest } from '@/server/http/json-only';
import { login } from '@/server/services/accounts/login';
import { serviceContext } from '@/server/services/context';
import { loginSchema } from '@/shared/schemas/accounts';

export const dynamic = 'force-dynamic';

export const POST = handle(async ({ request, locale }) => {
  assertJsonRequest(request);
  const input = await parseBody(request, loginSchema);
  const { user, token } = await login({ ctx: serviceContext(request, locale), input });
  return respondSignedIn(user, token, translate(locale, 'accounts.loggedIn'));
});
