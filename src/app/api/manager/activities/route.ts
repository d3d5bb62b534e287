// GET /api/manager/activities — the activity log: filter by person, resource and date range, paginated
import { contracts } from '@/shared/api/contracts';
import { paginated } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listActivities } from '@/server/services/activity/list-activities';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listActivities, async ({ query, locale }) => {
  const { data, meta } = await listActivities(query, locale);
  return paginated(data, meta);
});
