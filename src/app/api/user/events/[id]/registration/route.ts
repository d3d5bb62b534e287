// POST|DELETE /api/user/events/{id}/registration — register for an event (closed when full or started), cancel before it starts
import { translate } from '@/i18n/messages';
import { requireUser } from '@/server/auth/session';
import { handle, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { cancelRegistration, registerForEvent } from '@/server/services/events';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

type Params = { id: string };

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export const POST = handle<Params>(async ({ request, params, locale }) => {
  const { id } = parseParams(params, idParams);
  const { user } = await requireUser(request);
  const { created, ...state } = await registerForEvent({ userId: user.id, eventId: id });
  return ok(state, { status: created ? 201 : 200, message: translate(locale, 'events.api.registered'), headers: PRIVATE });
});

export const DELETE = handle<Params>(async ({ request, params, locale }) => {
  const { id } = parseParams(params, idParams);
  const { user } = await requireUser(request);
  const state = await cancelRegistration({ userId: user.id, eventId: id });
  return ok(state, { message: translate(locale, 'events.api.cancelled'), headers: PRIVATE });
});
