// POST /api/user/authentication/resend-verification — mail a new e-mail verification link
import { translate } from '@/i18n/messages';
import { requireUser } from '@/server/auth/session';
import { handle } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { resendVerification } from '@/server/services/accounts/resend-verification';
import { serviceContext } from '@/server/services/context';

export const dynamic = 'force-dynamic';

export const POST = handle(async ({ request, locale }) => {
  const session = await requireUser(request);
  const outcome = await resendVerification({ ctx: serviceContext(request, locale), session });
  const message = translate(locale, outcome === 'sent' ? 'accounts.verificationSent' : 'accounts.alreadyVerified');
  return ok(null, { message });
});
