// GET /api/user/passkeys — the account's passkeys; POST — finish adding one
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listPasskeys } from '@/server/services/passkeys/list-passkeys';
import { registerPasskey } from '@/server/services/passkeys/register-passkey';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listPasskeys, async ({ by }) => ok(await listPasskeys({ by })));

export const POST = route(contracts.registerPasskey, async ({ body, by, locale }) =>
  ok(await registerPasskey({ input: body, by }), { message: translate(locale, 'passkeys.api.added'), status: 201 }),
);
