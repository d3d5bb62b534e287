// POST|DELETE /api/user/events/{id}/registration — register for an event (closed when full or started), cancel before it starts
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { cancelRegistration, registerForEvent } from '@/server/services/events';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export const POST = route(contracts.registerForEvent, async ({ params, by, locale }) => {
  const { created, ...state } = await registerForEvent({ eventId: params.id, by });
  return ok(state, { status: created ? 201 : 200, message: translate(locale, 'events.api.registered'), headers: PRIVATE });
});

export const DELETE = route(contracts.cancelEventRegistration, async ({ params, by, locale }) => {
  const state = await cancelRegistration({ eventId: params.id, by });
  return ok(state, { message: translate(locale, 'events.api.cancelled'), headers: PRIVATE });
});
