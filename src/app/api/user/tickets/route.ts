// GET /api/user/tickets — the user's tickets; POST — open one (JSON or multipart with an `attachment`)
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok, paginated } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { checkTicketAttachment, createTicket, listUserTickets } from '@/server/services/tickets';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listUserTickets, async ({ query, user }) => {
  const { data, meta } = await listUserTickets(user.id, query);
  return paginated(data, meta, { headers: { 'Cache-Control': 'private, no-store' } });
});

export const POST = route(contracts.createTicket, async ({ body, upload, by, locale }) => {
  const attachment = upload.file ? await checkTicketAttachment(upload.file, upload.fileName) : null;
  const ticket = await createTicket({ input: { ...body, attachment }, by });
  return ok(ticket, { status: 201, message: translate(locale, 'tickets.created') });
});
