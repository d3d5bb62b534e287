// POST /api/user/tickets/{id}/messages — the owner replies (JSON or multipart with an `attachment`)
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { checkTicketAttachment, replyAsUser } from '@/server/services/tickets';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.replyToTicket, async ({ params, body, upload, by, locale }) => {
  const attachment = upload.file ? await checkTicketAttachment(upload.file, upload.fileName) : null;
  const ticket = await replyAsUser({ id: params.id, input: { ...body, attachment }, by });
  return ok(ticket, { status: 201, message: translate(locale, 'tickets.replied') });
});
