// POST /api/user/authentication/verify-email — follow an e-mail verification link ({ token })
import { translate } from '@/i18n/messages';
import { handle, parseBody } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { verifyEmail } from '@/server/services/accounts/verify-email';
import { serviceContext } from '@/server/services/context';
import { verifyEmailSchema } from '@/shared/schemas/accounts';

export const dynamic = 'force-dynamic';

// No sign-in needed: the link may be opened in another browser; the token is the proof.
export const POST = handle(async ({ request, locale }) => {
  const input = await parseBody(request, verifyEmailSchema);
  const user = await verifyEmail({ ctx: serviceContext(request, locale), input });
  return ok(
    { email: user.email, email_verified_at: user.emailVerifiedAt?.toISOString() ?? null },
    { message: translate(locale, 'accounts.emailVerified') },
  );
});
