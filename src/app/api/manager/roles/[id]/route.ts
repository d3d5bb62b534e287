// GET|PATCH|DELETE /api/manager/roles/{id} — read, rename or delete one role
import { contracts } from '@/shared/api/contracts';
import { noContent, ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { deleteRole, getRole, updateRole } from '@/server/services/acl';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getRole, async ({ params }) => ok(await getRole(params.id)));

export const PATCH = route(contracts.updateRole, async ({ params, body, by }) =>
  ok(await updateRole({ id: params.id, input: body, by })),
);

export const DELETE = route(contracts.deleteRole, async ({ params, by }) => {
  await deleteRole({ id: params.id, by });
  return noContent();
});
