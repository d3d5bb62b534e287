// GET /api/manager/activities — the activity log: filter by person, resource and date range, paginated
import { handle, parseQuery } from '@/server/http/handler';
import { paginated } from '@/server/http/respond';
import { listActivities } from '@/server/services/activity/list-activities';
import { requireManagerPermission } from '@/server/services/acl';
import { activitiesQuery } from '@/shared/schemas/community';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request }) => {
  await requireManagerPermission(request, 'activities.view');
  const { data, meta } = await listActivities(parseQuery(request, activitiesQuery));
  return paginated(data, meta);
});
