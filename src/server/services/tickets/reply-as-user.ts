import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { tickets } from '@/server/db/schema';
import type { TicketDetailView, TicketReplyInput } from '@/shared/schemas/tickets';
import { recordWrite } from '../activity/record-activity';
import type { UserActor, WriteContext } from '../context';
import type { WithAttachment } from './attachments';
import { addMessage, assertOpen } from './messages';
import { findTicket, getTicketDetail } from './read';
import { statusChange } from './status';
import { transaction } from '@/server/db/unit-of-work';

/** The owner answers in their ticket `id`; an answered ticket goes back to open (it awaits staff again). */
export async function replyAsUser({
  id,
  input,
  by,
}: {
  id: string;
  input: WithAttachment<TicketReplyInput>;
  by: WriteContext<UserActor>;
}): Promise<TicketDetailView> {
  const ticket = await findTicket(id, by.actor.id);
  assertOpen(ticket);
  await transaction(getDb(), async (tx) => {
    await addMessage(tx, ticket, { authorId: by.actor.id, isStaff: false, body: input.text, attachment: input.attachment });
    await tx.update(tickets).set({ ...statusChange('open'), lastMessageAt: new Date() }).where(eq(tickets.id, ticket.id));
    await recordWrite(tx, by, 'tickets.reply', ticket.id);
  });
  return getTicketDetail(ticket.id, { ownerId: by.actor.id, side: 'user' });
}
