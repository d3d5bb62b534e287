// POST /api/manager/tickets/{id}/messages — a staff reply: the ticket becomes answered and its owner is notified
import { translate } from '@/i18n/messages';
import { parseFormOrJson } from '@/server/http/form-body';
import { handle, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { checkTicketAttachment, replyAsStaff } from '@/server/services/tickets';
import { ticketReplySchema } from '@/shared/schemas/tickets';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

export const POST = handle<{ id: string }>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'tickets.reply');
  const { id } = parseParams(params, idParams);
  const { input, file, fileName } = await parseFormOrJson(request, ticketReplySchema, 'attachment');
  const attachment = file ? await checkTicketAttachment(file, fileName) : null;
  const ticket = await replyAsStaff({ ctx: serviceContext(request, locale), user }, id, input, attachment);
  return ok(ticket, { status: 201, message: translate(locale, 'tickets.replied') });
});
