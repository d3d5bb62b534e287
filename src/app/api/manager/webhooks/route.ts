// GET /api/manager/webhooks — the endpoints; POST — register one (answers its secret once)
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { createWebhookEndpoint, listWebhookEndpoints } from '@/server/services/webhooks';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listWebhookEndpoints, async () => ok(await listWebhookEndpoints()));

export const POST = route(contracts.createWebhookEndpoint, async ({ body, by }) => ok(await createWebhookEndpoint({ input: body, by }), { status: 201 }));
