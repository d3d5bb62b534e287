// POST /api/user/authentication/password-reset — mail a reset link; PATCH — set the new password
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { requestPasswordReset } from '@/server/services/accounts/request-password-reset';
import { resetPassword } from '@/server/services/accounts/reset-password';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.requestPasswordReset, async ({ body, by, locale }) => {
  await requestPasswordReset({ input: body, by });
  // The same answer whether or not the account exists.
  return ok({ email: body.email }, { message: translate(locale, 'accounts.resetLinkSent') });
});

export const PATCH = route(contracts.resetPassword, async ({ body, by, locale }) => {
  await resetPassword({ input: body, by });
  return ok(null, { message: translate(locale, 'accounts.passwordReset') });
});
