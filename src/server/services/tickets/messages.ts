import type { Transaction } from '@/server/db/client';
import { ticketMessages, type Ticket } from '@/server/db/schema';
import { ConflictError } from '@/server/errors';
import { storeTicketAttachment, type AttachmentUpload } from './attachments';

/** Adds a message (and its attachment) to a ticket, inside the reply's transaction. */
export async function addMessage(
  tx: Transaction,
  ticket: Ticket,
  { authorId, isStaff, body, attachment }: { authorId: string | null; isStaff: boolean; body: string; attachment: AttachmentUpload | null },
) {
  const attachmentId = attachment ? await storeTicketAttachment(tx, attachment, authorId) : null;
  await tx.insert(ticketMessages).values({ ticketId: ticket.id, authorId, isStaff, body, attachmentId });
}

/** A closed ticket takes no more replies. */
export function assertOpen(ticket: Ticket): void {
  if (ticket.status === 'closed') throw new ConflictError('tickets.closedNoReply');
}
