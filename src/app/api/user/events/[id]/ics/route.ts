// GET /api/user/events/{id}/ics — the event as an iCalendar file (RFC 5545) to add it to a calendar
import { requireUser } from '@/server/auth/session';
import { handle, parseParams } from '@/server/http/handler';
import { eventIcs } from '@/server/services/events';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = handle<Params>(async ({ request, params, locale }) => {
  const { id } = parseParams(params, idParams);
  await requireUser(request);
  const body = await eventIcs({ eventId: id, locale, host: new URL(request.url).hostname || 'darvazeh' });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="event-${id}.ics"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
