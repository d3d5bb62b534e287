// GET /api/manager/tickets/{id}/messages/{messageId}/attachment — staff download of a ticket attachment
import { contracts } from '@/shared/api/contracts';
import { attachmentResponse } from '@/server/http/attachment';
import { route } from '@/server/http/route';
import { openTicketAttachment } from '@/server/services/tickets';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.downloadTicketAttachmentAsStaff, async ({ request, params }) =>
  attachmentResponse(await openTicketAttachment({ ticketId: params.id, messageId: params.messageId, ownerId: null, range: request.headers.get('range') })),
);
