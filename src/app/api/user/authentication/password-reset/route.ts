// POST /api/user/authentication/password-reset — mail a reset link; PATCH — set the new password
import { translate } from '@/i18n/messages';
import { handle, parseBody } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { requestPasswordReset } from '@/server/services/accounts/request-password-reset';
import { resetPassword } from '@/server/services/accounts/reset-password';
import { serviceContext } from '@/server/services/context';
import { passwordResetRequestSchema, passwordResetSchema } from '@/shared/schemas/accounts';

export const dynamic = 'force-dynamic';

export const POST = handle(async ({ request, locale }) => {
  const input = await parseBody(request, passwordResetRequestSchema);
  await requestPasswordReset({ ctx: serviceContext(request, locale), input });
  // The same answer whether or not the account exists.
  return ok({ email: input.email }, { message: translate(locale, 'accounts.resetLinkSent') });
});

export const PATCH = handle(async ({ request, locale }) => {
  const input = await parseBody(request, passwordResetSchema);
  await resetPassword({ ctx: serviceContext(request, locale), input });
  return ok(null, { message: translate(locale, 'accounts.passwordReset') });
});
