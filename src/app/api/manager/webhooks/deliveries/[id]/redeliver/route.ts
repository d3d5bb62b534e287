// POST /api/manager/webhooks/deliveries/{id}/redeliver — send a delivery again through the job engine
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { redeliverWebhook } from '@/server/services/webhooks';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.redeliverWebhook, async ({ params, by }) => ok(await redeliverWebhook({ id: params.id, by }), { status: 202 }));
