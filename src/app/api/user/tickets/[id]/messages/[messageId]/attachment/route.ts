// GET /api/user/tickets/{id}/messages/{messageId}/attachment — download an attachment of the user's own ticket
import { contracts } from '@/shared/api/contracts';
import { attachmentResponse } from '@/server/http/attachment';
import { route } from '@/server/http/route';
import { openTicketAttachment } from '@/server/services/tickets';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.downloadTicketAttachment, async ({ request, params, user }) =>
  attachmentResponse(await openTicketAttachment({ ticketId: params.id, messageId: params.messageId, ownerId: user.id, range: request.headers.get('range') })),
);
