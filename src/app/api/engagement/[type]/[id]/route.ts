// GET /api/engagement/{type}/{id} — an item's like, save and check counters as they are now
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { getEngagementCounts } from '@/server/services/engagement';

export const dynamic = 'force-dynamic';

// The page around the bar is cached; these numbers are what it corrects itself with, so no cache keeps them.
const LIVE = { 'Cache-Control': 'no-store' };

export const GET = route(contracts.getEngagementCounts, async ({ params }) =>
  ok(await getEngagementCounts(params), { headers: LIVE }),
);
