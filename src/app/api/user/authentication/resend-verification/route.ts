// POST /api/user/authentication/resend-verification — mail a new e-mail verification link
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { resendVerification } from '@/server/services/accounts/resend-verification';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.resendVerification, async ({ by, locale }) => {
  const outcome = await resendVerification({ by });
  return ok(null, { message: translate(locale, outcome === 'sent' ? 'accounts.verificationSent' : 'accounts.alreadyVerified') });
});
