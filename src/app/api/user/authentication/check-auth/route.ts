// GET /api/user/authentication/check-auth — the signed-in user with saves, likes and checks
import { contracts } from '@/shared/api/contracts';
import { setSessionHint } from '@/server/auth/cookies';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { buildAuthPayload } from '@/server/services/accounts/check-auth';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.checkAuth, async ({ user }) => {
  const response = ok(await buildAuthPayload(user), { headers: { 'Cache-Control': 'no-store' } });
  setSessionHint(response);
  return response;
});
