// GET|PATCH /api/manager/users/{id} — one account with its roles; edit its profile, manager flag and roles
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { getManagedUser, updateManagedUser } from '@/server/services/acl';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getUser, async ({ params }) => ok(await getManagedUser(params.id)));

export const PATCH = route(contracts.updateUser, async ({ params, body, by }) =>
  ok(await updateManagedUser({ id: params.id, input: body, by })),
);
