// PATCH /api/manager/webhooks/{id} — enable, disable, change events; DELETE — remove with its log
import { contracts } from '@/shared/api/contracts';
import { noContent, ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { deleteWebhookEndpoint, updateWebhookEndpoint } from '@/server/services/webhooks';

export const dynamic = 'force-dynamic';

export const PATCH = route(contracts.updateWebhookEndpoint, async ({ params, body, by }) => ok(await updateWebhookEndpoint({ id: params.id, input: body, by })));

export const DELETE = route(contracts.deleteWebhookEndpoint, async ({ params, by }) => {
  await deleteWebhookEndpoint({ id: params.id, by });
  return noContent();
});
