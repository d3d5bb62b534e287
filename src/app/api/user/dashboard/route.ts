// GET /api/user/dashboard — greeting, ledger counts, upcoming registered events, continue cards, guide progress
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { getUserDashboard } from '@/server/services/dashboard';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getUserDashboard, async ({ user, locale }) =>
  ok(await getUserDashboard({ user, locale }), { headers: { 'Cache-Control': 'private, no-store' } }),
);
