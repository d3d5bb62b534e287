// POST /api/user/authentication/logout — revoke the token in use and clear the cookie
import { translate } from '@/i18n/messages';
import { clearAuthCookie } from '@/server/auth/cookies';
import { requireUser } from '@/server/auth/session';
import { handle } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { logout } from '@/server/services/accounts/logout';
import { serviceContext } from '@/server/services/context';

export const dynamic = 'force-dynamic';

export const POST = handle(async ({ request, locale }) => {
  const session = await requireUser(request);
  await logout({ ctx: serviceContext(request, locale), session });
  const response = ok(null, { message: translate(locale, 'accounts.loggedOut') });
  clearAuthCookie(response);
  return response;
});
