// POST /api/manager/users/{id}/verify-email — mark an account's e-mail verified by hand
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { verifyUserEmail } from '@/server/services/acl';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.verifyUserEmail, async ({ params, by }) =>
  ok(await verifyUserEmail({ id: params.id, by })),
);
