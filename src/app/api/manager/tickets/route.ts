// GET /api/manager/tickets — the support queue, filtered by status, priority and assignee
import { handle, parseQuery } from '@/server/http/handler';
import { paginated } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { listManagerTickets } from '@/server/services/tickets';
import { managerTicketsQuery } from '@/shared/schemas/tickets';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request }) => {
  await requireManagerPermission(request, 'tickets.view');
  const { data, meta } = await listManagerTickets(parseQuery(request, managerTicketsQuery));
  return paginated(data, meta);
});
