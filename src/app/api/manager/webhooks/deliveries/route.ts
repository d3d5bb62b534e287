// GET /api/manager/webhooks/deliveries — the delivery log, by endpoint and status
import { contracts } from '@/shared/api/contracts';
import { paginated } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listWebhookDeliveries } from '@/server/services/webhooks';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listWebhookDeliveries, async ({ query }) => {
  const { data, meta } = await listWebhookDeliveries(query);
  return paginated(data, meta);
});
