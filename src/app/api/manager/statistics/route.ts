// GET /api/manager/statistics?from=&to=&bucket=week|month[&calendar=jalali|gregorian] — bucketed series
import { handle, parseQuery } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { getStatistics } from '@/server/services/statistics/series';
import { statisticsQuery } from '@/shared/schemas/community';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request, locale }) => {
  await requireManagerPermission(request, 'statistics.view');
  return ok(await getStatistics(parseQuery(request, statisticsQuery), locale));
});
