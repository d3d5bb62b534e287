// GET /api/manager/analytics/export?view=series|items|languages|sources|devices|countries&from=&to=&bucket= — one table as CSV
import { contracts } from '@/shared/api/contracts';
import { route } from '@/server/http/route';
import { analyticsCsv } from '@/server/services/analytics/report';

export const dynamic = 'force-dynamic';

export const GET = route(
  contracts.exportAnalytics,
  async ({ query, locale }) =>
    new Response(await analyticsCsv(query, locale), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="analytics-${query.view}-${query.from}-${query.to}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    }),
);
