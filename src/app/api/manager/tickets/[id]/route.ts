// GET /api/manager/tickets/{id} — a ticket with its thread; PATCH — change its status or assignee
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { getTicketDetail, updateTicketAsStaff } from '@/server/services/tickets';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getTicket, async ({ params }) =>
  ok(await getTicketDetail(params.id, { ownerId: null, side: 'manager' })),
);

export const PATCH = route(contracts.updateTicket, async ({ params, body, by, locale }) => {
  const ticket = await updateTicketAsStaff({ id: params.id, input: body, by });
  return ok(ticket, { message: translate(locale, 'tickets.updated') });
});
