// PATCH /api/user/passkeys/{id} — rename one of the account's passkeys; DELETE — remove it (asks for the current password)
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { deletePasskey } from '@/server/services/passkeys/delete-passkey';
import { renamePasskey } from '@/server/services/passkeys/rename-passkey';

export const dynamic = 'force-dynamic';

export const PATCH = route(contracts.renamePasskey, async ({ params, body, by, locale }) =>
  ok(await renamePasskey({ id: params.id, input: body, by }), { message: translate(locale, 'passkeys.api.renamed') }),
);

export const DELETE = route(contracts.deletePasskey, async ({ params, body, by, locale }) => {
  await deletePasskey({ id: params.id, input: body, by });
  return ok(null, { message: translate(locale, 'passkeys.api.removed') });
});
