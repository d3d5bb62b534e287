// GET /api/user/tickets — the user's tickets; POST — open one (JSON or multipart with an `attachment`)
import { requireUser } from '@/server/auth/session';
import { translate } from '@/i18n/messages';
import { parseFormOrJson } from '@/server/http/form-body';
import { handle, parseQuery } from '@/server/http/handler';
import { ok, paginated } from '@/server/http/respond';
import { serviceContext } from '@/server/services/context';
import { checkTicketAttachment, createTicket, listUserTickets } from '@/server/services/tickets';
import { ticketCreateSchema, userTicketsQuery } from '@/shared/schemas/tickets';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request }) => {
  const { user } = await requireUser(request);
  const { data, meta } = await listUserTickets(user.id, parseQuery(request, userTicketsQuery));
  return paginated(data, meta, { headers: { 'Cache-Control': 'private, no-store' } });
});

export const POST = handle(async ({ request, locale }) => {
  const session = await requireUser(request);
  const { input, file, fileName } = await parseFormOrJson(request, ticketCreateSchema, 'attachment');
  const attachment = file ? await checkTicketAttachment(file, fileName) : null;
  const ticket = await createTicket({ ctx: serviceContext(request, locale), user: session.user }, input, attachment);
  return ok(ticket, { status: 201, message: translate(locale, 'tickets.created') });
});
