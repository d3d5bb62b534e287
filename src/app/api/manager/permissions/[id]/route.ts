// GET|PATCH|DELETE /api/manager/permissions/{id} — read one permission; edit or delete a custom one
import { contracts } from '@/shared/api/contracts';
import { noContent, ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { deletePermission, getPermission, updatePermission } from '@/server/services/acl';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getPermission, async ({ params }) => ok(await getPermission(params.id)));

export const PATCH = route(contracts.updatePermission, async ({ params, body, by }) =>
  ok(await updatePermission({ id: params.id, input: body, by })),
);

export const DELETE = route(contracts.deletePermission, async ({ params, by }) => {
  await deletePermission({ id: params.id, by });
  return noContent();
});
