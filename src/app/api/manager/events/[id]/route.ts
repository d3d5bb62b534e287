// GET|PATCH|DELETE /api/manager/events/{id} — one event with its registrations; edit it; delete it
import { translate } from '@/i18n/messages';
import { handle, parseBody, parseParams } from '@/server/http/handler';
import { noContent, ok } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { deleteEvent, getManagedEvent, updateEvent } from '@/server/services/events';
import { eventUpdateSchema } from '@/shared/schemas/events';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = handle<Params>(async ({ request, params }) => {
  await requireManagerPermission(request, 'events.view');
  const { id } = parseParams(params, idParams);
  return ok(await getManagedEvent(id));
});

export const PATCH = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'events.update');
  const { id } = parseParams(params, idParams);
  const input = await parseBody(request, eventUpdateSchema);
  const event = await updateEvent({ ctx: serviceContext(request, locale), actor: user }, id, input);
  return ok(event, { message: translate(locale, 'events.api.saved') });
});

export const DELETE = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'events.delete');
  const { id } = parseParams(params, idParams);
  await deleteEvent({ ctx: serviceContext(request, locale), actor: user }, id);
  return noContent();
});
