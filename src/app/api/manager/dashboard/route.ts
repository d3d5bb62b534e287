// GET /api/manager/dashboard — key counts, recent activity and the newest pending comments
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { getManagerDashboard } from '@/server/services/moderation';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getManagerDashboard, async ({ locale }) => ok(await getManagerDashboard(locale)));
