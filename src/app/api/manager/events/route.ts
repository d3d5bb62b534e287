// GET /api/manager/events — events, newest start first, searchable, paginated; POST — create an event
import { translate } from '@/i18n/messages';
import { handle, parseBody, parseQuery } from '@/server/http/handler';
import { ok, paginated } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { createEvent, listManagedEvents } from '@/server/services/events';
import { eventCreateSchema, eventsListQuery } from '@/shared/schemas/events';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request }) => {
  await requireManagerPermission(request, 'events.view');
  const { data, meta } = await listManagedEvents(parseQuery(request, eventsListQuery));
  return paginated(data, meta);
});

export const POST = handle(async ({ request, locale }) => {
  const { user } = await requireManagerPermission(request, 'events.create');
  const input = await parseBody(request, eventCreateSchema);
  const event = await createEvent({ ctx: serviceContext(request, locale), actor: user }, input);
  return ok(event, { status: 201, message: translate(locale, 'events.api.saved') });
});
