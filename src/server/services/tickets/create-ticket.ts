import { getDb } from '@/server/db/client';
import { ticketMessages, tickets } from '@/server/db/schema';
import type { TicketCreateInput, TicketDetailView } from '@/shared/schemas/tickets';
import { recordWrite } from '../activity/record-activity';
import type { UserActor, WriteContext } from '../context';
import { emitWebhookEvent } from '../webhooks/emit';
import { storeTicketAttachment, type WithAttachment } from './attachments';
import { getTicketDetail } from './read';
import { transaction } from '@/server/db/unit-of-work';

/** Opens a ticket with its first message (and attachment, already checked by content). */
export async function createTicket({
  input,
  by,
}: {
  input: WithAttachment<TicketCreateInput>;
  by: WriteContext<UserActor>;
}): Promise<TicketDetailView> {
  const userId = by.actor.id;
  const id = await transaction(getDb(), async (tx) => {
    const [ticket] = await tx
      .insert(tickets)
      .values({ userId, title: input.title, priority: input.priority, department: input.department ?? null })
      .returning({ id: tickets.id });
    const attachmentId = input.attachment ? await storeTicketAttachment(tx, input.attachment, userId) : null;
    await tx.insert(ticketMessages).values({ ticketId: ticket!.id, authorId: userId, isStaff: false, body: input.text, attachmentId });
    await recordWrite(tx, by, 'tickets.create', ticket!.id, { title: input.title, priority: input.priority });
    return ticket!.id;
  });
  await emitWebhookEvent('ticket.created', { id, user_id: userId, title: input.title, priority: input.priority, department: input.department ?? null });
  return getTicketDetail(id, { ownerId: userId, side: 'user' });
}
