// POST /api/user/authentication/password-reset — mail a reset link; PATCH — set the new password
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { requestPasswordReset } from '@/server/services/accounts/request-password-reset';
import { resetPassword } from '@/server/services/accounts/reset-password';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.requestPasswordReset, async ({ body, ctx, locale }) => {
  await requestPasswordReset({ ctx, input: body });
  // The same answer whether or not the account exists.
  return ok({ email: body.email }, { message: translate(locale, 'accounts.resetLinkSent') });
});

export const PATCH = route(contracts.resetPassword, async ({ body, ctx, locale }) => {
  await resetPassword({ ctx, input: body });
  return ok(null, { message: translate(locale, 'accounts.passwordReset') });
});
