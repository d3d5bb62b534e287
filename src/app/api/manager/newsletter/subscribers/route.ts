// GET /api/manager/newsletter/subscribers — subscribers, searched and filtered
import { contracts } from '@/shared/api/contracts';
import { paginated } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listSubscribers } from '@/server/services/newsletter';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listNewsletterSubscribers, async ({ query }) => {
  const { data, meta } = await listSubscribers(query);
  return paginated(data, meta);
});
