// POST /api/user/authentication/register — create an account and sign it in
import { translate } from '@/i18n/messages';
import { respondSignedIn } from '@/server/auth/respond-signed-in';
import { handle, parseBody } from '@/server/http/handler';
import { assertJsonRequest } from '@/server/http/json-only';
import { register } from '@/server/services/accounts/register';
import { serviceContext } from '@/server/services/context';
import { registerSchema } from '@/shared/schemas/accounts';

export const dynamic = 'force-dynamic';

export const POST = handle(async ({ request, locale }) => {
  assertJsonRequest(request);
  const input = await parseBody(request, registerSchema);
  const { user, token } = await register({ ctx: serviceContext(request, locale), input });
  return respondSignedIn(user, token, translate(locale, 'accounts.registered'), 201);
});
