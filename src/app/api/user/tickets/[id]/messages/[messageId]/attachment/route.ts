// GET /api/user/tickets/{id}/messages/{messageId}/attachment — download an attachment of the user's own ticket
import { requireUser } from '@/server/auth/session';
import { handle, parseParams } from '@/server/http/handler';
import { attachmentResponse, openTicketAttachment } from '@/server/services/tickets';
import { ticketAttachmentParams } from '@/shared/schemas/tickets';

export const dynamic = 'force-dynamic';

export const GET = handle<{ id: string; messageId: string }>(async ({ request, params }) => {
  const { user } = await requireUser(request);
  const { id, messageId } = parseParams(params, ticketAttachmentParams);
  return attachmentResponse(await openTicketAttachment({ ticketId: id, messageId, ownerId: user.id }));
});
