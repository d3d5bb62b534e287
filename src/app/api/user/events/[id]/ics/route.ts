// GET /api/user/events/{id}/ics — the event as an iCalendar file (RFC 5545) to add it to a calendar
import { contracts } from '@/shared/api/contracts';
import { route } from '@/server/http/route';
import { eventIcs } from '@/server/services/events';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.downloadEventIcs, async ({ request, params, locale }) => {
  const body = await eventIcs({ eventId: params.id, locale, host: new URL(request.url).hostname || 'darvazeh' });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="event-${params.id}.ics"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
