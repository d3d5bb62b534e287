// POST /api/user/tickets/{id}/messages — the owner replies (JSON or multipart with an `attachment`)
import { requireUser } from '@/server/auth/session';
import { translate } from '@/i18n/messages';
import { parseFormOrJson } from '@/server/http/form-body';
import { handle, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { serviceContext } from '@/server/services/context';
import { checkTicketAttachment, replyAsUser } from '@/server/services/tickets';
import { ticketReplySchema } from '@/shared/schemas/tickets';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

export const POST = handle<{ id: string }>(async ({ request, params, locale }) => {
  const { user } = await requireUser(request);
  const { id } = parseParams(params, idParams);
  const { input, file, fileName } = await parseFormOrJson(request, ticketReplySchema, 'attachment');
  const attachment = file ? await checkTicketAttachment(file, fileName) : null;
  const ticket = await replyAsUser({ ctx: serviceContext(request, locale), user }, id, input, attachment);
  return ok(ticket, { status: 201, message: translate(locale, 'tickets.replied') });
});
