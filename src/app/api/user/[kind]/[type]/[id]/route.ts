// GET|POST|DELETE /api/user/{saves|likes|checks}/{type}/{id} — whether the user has it, add it (idempotent), remove it
import { translate } from '@/i18n/messages';
import { requireUser } from '@/server/auth/session';
import { handle, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { addEngagement, getEngagement, removeEngagement } from '@/server/services/engagement';
import { engagementItemParams } from '@/shared/schemas/engagement';

export const dynamic = 'force-dynamic';

type Params = { kind: string; type: string; id: string };

// Per-user answers: never stored by a shared cache.
const PRIVATE = { 'Cache-Control': 'private, no-store' };

export const GET = handle<Params>(async ({ request, params }) => {
  const input = parseParams(params, engagementItemParams);
  const { user } = await requireUser(request);
  return ok(await getEngagement({ userId: user.id, ...input }), { headers: PRIVATE });
});

export const POST = handle<Params>(async ({ request, params, locale }) => {
  const input = parseParams(params, engagementItemParams);
  const { user } = await requireUser(request);
  const { created, ...state } = await addEngagement({ userId: user.id, ...input });
  return ok(state, {
    status: created ? 201 : 200,
    message: translate(locale, `engagement.api.added.${input.kind}`),
    headers: PRIVATE,
  });
});

export const DELETE = handle<Params>(async ({ request, params, locale }) => {
  const input = parseParams(params, engagementItemParams);
  const { user } = await requireUser(request);
  const state = await removeEngagement({ userId: user.id, ...input });
  return ok(state, { message: translate(locale, `engagement.api.removed.${input.kind}`), headers: PRIVATE });
});
