// GET|POST|DELETE /api/user/{saves|likes|checks}/{type}/{id} — whether the user has it, add it (idempotent), remove it
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { addEngagement, getEngagement, removeEngagement } from '@/server/services/engagement';

export const dynamic = 'force-dynamic';

// Per-user answers: never stored by a shared cache.
const PRIVATE = { 'Cache-Control': 'private, no-store' };

export const GET = route(contracts.getEngagement, async ({ params, user }) =>
  ok(await getEngagement({ userId: user.id, ...params }), { headers: PRIVATE }),
);

export const POST = route(contracts.addEngagement, async ({ params, by, locale }) => {
  const { created, ...state } = await addEngagement({ ...params, by });
  return ok(state, {
    status: created ? 201 : 200,
    message: translate(locale, `engagement.api.added.${params.kind}`),
    headers: PRIVATE,
  });
});

export const DELETE = route(contracts.removeEngagement, async ({ params, by, locale }) => {
  const state = await removeEngagement({ ...params, by });
  return ok(state, { message: translate(locale, `engagement.api.removed.${params.kind}`), headers: PRIVATE });
});
