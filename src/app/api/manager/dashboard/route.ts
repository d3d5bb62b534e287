// GET /api/manager/dashboard — key counts, recent activity and the newest pending comments
import { handle } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { getDashboard } from '@/server/services/community';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request, locale }) => {
  await requireManagerPermission(request, 'dashboard.view');
  return ok(await getDashboard(locale));
});
