// GET /api/manager/events — events, newest start first, searchable, paginated; POST — create an event
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok, paginated } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { createEvent, listManagedEvents } from '@/server/services/events';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listEvents, async ({ query }) => {
  const { data, meta } = await listManagedEvents(query);
  return paginated(data, meta);
});

export const POST = route(contracts.createEvent, async ({ body, by, locale }) => {
  const event = await createEvent({ input: body, by });
  return ok(event, { status: 201, message: translate(locale, 'events.api.saved') });
});
