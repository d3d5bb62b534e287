// GET /api/manager/roles — every role with its permission ids; POST /api/manager/roles — create a role
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { createRole, listRoles } from '@/server/services/acl';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listRoles, async () => ok(await listRoles()));

export const POST = route(contracts.createRole, async ({ body, by }) =>
  ok(await createRole({ input: body, by }), { status: 201 }),
);
