// GET /api/user/dashboard — greeting, ledger counts, upcoming registered events, continue cards, guide progress
import { requireUser } from '@/server/auth/session';
import { handle } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { getDashboard } from '@/server/services/dashboard';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request, locale }) => {
  const { user } = await requireUser(request);
  return ok(await getDashboard({ user, locale }), { headers: { 'Cache-Control': 'private, no-store' } });
});
