// GET /api/manager/tickets/{id}/messages/{messageId}/attachment — staff download of a ticket attachment
import { handle, parseParams } from '@/server/http/handler';
import { requireManagerPermission } from '@/server/services/acl';
import { attachmentResponse, openTicketAttachment } from '@/server/services/tickets';
import { ticketAttachmentParams } from '@/shared/schemas/tickets';

export const dynamic = 'force-dynamic';

export const GET = handle<{ id: string; messageId: string }>(async ({ request, params }) => {
  await requireManagerPermission(request, 'tickets.view');
  const { id, messageId } = parseParams(params, ticketAttachmentParams);
  return attachmentResponse(await openTicketAttachment({ ticketId: id, messageId, ownerId: null }));
});
