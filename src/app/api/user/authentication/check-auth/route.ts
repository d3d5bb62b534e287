// GET /api/user/authentication/check-auth — the signed-in user with saves, likes and checks
import { requireUser } from '@/server/auth/session';
import { handle } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { buildAuthPayload } from '@/server/services/accounts/check-auth';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request }) => {
  const { user } = await requireUser(request);
  return ok(await buildAuthPayload(user), { headers: { 'Cache-Control': 'no-store' } });
});
