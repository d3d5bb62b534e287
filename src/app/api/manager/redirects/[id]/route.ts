// DELETE /api/manager/redirects/{id} — stop redirecting an old address
import { contracts } from '@/shared/api/contracts';
import { noContent } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { deleteRedirect } from '@/server/services/redirects';

export const dynamic = 'force-dynamic';

export const DELETE = route(contracts.deleteRedirect, async ({ params, by }) => {
  await deleteRedirect({ id: params.id, by });
  return noContent();
});
