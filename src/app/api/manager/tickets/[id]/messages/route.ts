// POST /api/manager/tickets/{id}/messages — a staff reply: the ticket becomes answered and its owner is notified
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { checkTicketAttachment, replyAsStaff } from '@/server/services/tickets';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.replyToTicketAsStaff, async ({ params, body, upload, by, locale }) => {
  const attachment = upload.file ? await checkTicketAttachment(upload.file, upload.fileName) : null;
  const ticket = await replyAsStaff({ id: params.id, input: { ...body, attachment }, by });
  return ok(ticket, { status: 201, message: translate(locale, 'tickets.replied') });
});
