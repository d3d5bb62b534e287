// GET|PATCH|DELETE /api/manager/events/{id} — one event with its registrations; edit it; delete it
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { noContent, ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { deleteEvent, getManagedEvent, updateEvent } from '@/server/services/events';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getEvent, async ({ params }) => ok(await getManagedEvent(params.id)));

export const PATCH = route(contracts.updateEvent, async ({ params, body, by, locale }) => {
  const event = await updateEvent({ id: params.id, input: body, by });
  return ok(event, { message: translate(locale, 'events.api.saved') });
});

export const DELETE = route(contracts.deleteEvent, async ({ params, by }) => {
  await deleteEvent({ id: params.id, by });
  return noContent();
});
