// POST /api/manager/tickets/{id}/messages — a staff reply: the ticket becomes answered and its owner is notified
import { translate } from '@/i18n/messages';
import { parseFormOrJson } from '@/server/http/form-body';
import { handle, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { checkTicketAttachment, replyAsStaff } from '@/server/services/tickets';
import { ticketParams, ticketReplySchema } from '@/shared/schemas/tickets';

export const dynamic = 'force-dynamic';

export const POST = handle<{ id: string }>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'tickets.reply');
  const { id } = parseParams(params, ticketParams);
  const { input, file } = await parseFormOrJson(request, ticketReplySchema, 'attachment');
  const attachment = file ? await checkTicketAttachment(file) : null;
  const ticket = await replyAsStaff({ ctx: serviceContext(request, locale), user }, id, input, attachment);
  return ok(ticket, { status: 201, message: translate(locale, 'tickets.replied') });
});
