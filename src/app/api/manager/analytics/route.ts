// GET /api/manager/analytics?from=&to=&bucket=day|week|month[&calendar=jalali|gregorian] — reading figures
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { analyticsReport } from '@/server/services/analytics/report';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getAnalytics, async ({ query, locale }) => ok(await analyticsReport(query, locale)));
