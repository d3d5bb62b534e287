// POST /api/user/authentication/verify-email — follow an e-mail verification link ({ token })
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { verifyEmail } from '@/server/services/accounts/verify-email';

export const dynamic = 'force-dynamic';

// No sign-in needed: the link may be opened in another browser; the token is the proof.
export const POST = route(contracts.verifyEmail, async ({ body, by, locale }) => {
  const user = await verifyEmail({ input: body, by });
  return ok(
    { email: user.email, email_verified_at: user.emailVerifiedAt?.toISOString() ?? null },
    { message: translate(locale, 'accounts.emailVerified') },
  );
});
