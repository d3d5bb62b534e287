// DELETE /api/manager/integrations/{id} — revoke an integration token
import { contracts } from '@/shared/api/contracts';
import { noContent } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { revokeIntegrationToken } from '@/server/services/integrations';

export const dynamic = 'force-dynamic';

export const DELETE = route(contracts.revokeIntegrationToken, async ({ params, by }) => {
  await revokeIntegrationToken({ id: params.id, by });
  return noContent();
});
