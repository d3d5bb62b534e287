// POST /api/user/authentication/logout — revoke the token in use and clear the cookie
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { clearAuthCookie } from '@/server/auth/cookies';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { logout } from '@/server/services/accounts/logout';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.logout, async ({ session, by, locale }) => {
  await logout({ tokenId: session.tokenId, by });
  const response = ok(null, { message: translate(locale, 'accounts.loggedOut') });
  clearAuthCookie(response);
  return response;
});
