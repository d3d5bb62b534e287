// POST /api/user/two-factor/recovery-codes — replace the recovery codes
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { regenerateRecoveryCodes } from '@/server/services/two-factor/regenerate-recovery-codes';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.regenerateRecoveryCodes, async ({ body, by }) => ok(await regenerateRecoveryCodes({ input: body, by })));
