// GET /api/manager/statistics?from=&to=&bucket=week|month[&calendar=jalali|gregorian] — bucketed series
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { getStatistics } from '@/server/services/statistics/series';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getStatistics, async ({ query, locale }) => ok(await getStatistics(query, locale)));
