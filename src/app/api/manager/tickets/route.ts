// GET /api/manager/tickets — the support queue, filtered by status, priority and assignee
import { contracts } from '@/shared/api/contracts';
import { paginated } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listManagerTickets } from '@/server/services/tickets';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listTickets, async ({ query }) => {
  const { data, meta } = await listManagerTickets(query);
  return paginated(data, meta);
});
