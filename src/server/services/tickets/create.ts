import { getDb } from '@/server/db/client';
import { ticketMessages, tickets, type User } from '@/server/db/schema';
import type { TicketCreateInput, TicketDetailView } from '@/shared/schemas/tickets';
import { recordWrite } from '../activity/record-activity';
import type { ServiceContext } from '../context';
import { storeTicketAttachment, type AttachmentUpload } from './attachments';
import { getTicketDetail } from './read';

export type TicketActor = { ctx: ServiceContext; user: Pick<User, 'id'> };

/** Opens a ticket with its first message (and attachment, already checked by content). */
export async function createTicket(
  { ctx, user }: TicketActor,
  input: TicketCreateInput,
  attachment: AttachmentUpload | null,
): Promise<TicketDetailView> {
  const id = await getDb().transaction(async (tx) => {
    const [ticket] = await tx
      .insert(tickets)
      .values({ userId: user.id, title: input.title, priority: input.priority, department: input.department ?? null })
      .returning({ id: tickets.id });
    const attachmentId = attachment ? await storeTicketAttachment(tx, attachment, user.id) : null;
    await tx.insert(ticketMessages).values({ ticketId: ticket!.id, authorId: user.id, isStaff: false, body: input.text, attachmentId });
    await recordWrite(tx, { ctx: ctx, actor: user }, 'tickets.create', ticket!.id, { title: input.title, priority: input.priority });
    return ticket!.id;
  });
  return getTicketDetail(id, { ownerId: user.id, side: 'user' });
}
