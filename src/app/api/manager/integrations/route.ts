// GET /api/manager/integrations — the integration tokens; POST — make one (integrations.manage)
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { createIntegrationToken, listIntegrationTokens } from '@/server/services/integrations';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listIntegrationTokens, async () => ok(await listIntegrationTokens()));

export const POST = route(contracts.createIntegrationToken, async ({ body, by }) => ok(await createIntegrationToken({ input: body, by }), { status: 201 }));
