// POST /api/user/authentication/register — create an account and sign it in
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { respondSignedIn } from '@/server/auth/respond-signed-in';
import { route } from '@/server/http/route';
import { register } from '@/server/services/accounts/register';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.register, async ({ body, by, locale }) => {
  const { user, token } = await register({ input: body, by });
  return respondSignedIn(user, token, translate(locale, 'accounts.registered'), 201);
});
