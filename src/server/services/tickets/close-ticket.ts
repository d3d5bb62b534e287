import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { tickets } from '@/server/db/schema';
import type { TicketDetailView } from '@/shared/schemas/tickets';
import { recordWrite } from '../activity/record-activity';
import type { UserActor, WriteContext } from '../context';
import { findTicket, getTicketDetail } from './read';
import { statusChange } from './status';
import { transaction } from '@/server/db/unit-of-work';

/** The owner closes their ticket `id` (closing twice is fine). */
export async function closeTicket({ id, by }: { id: string; by: WriteContext<UserActor> }): Promise<TicketDetailView> {
  const ticket = await findTicket(id, by.actor.id);
  if (ticket.status !== 'closed') {
    await transaction(getDb(), async (tx) => {
      await tx.update(tickets).set(statusChange('closed')).where(eq(tickets.id, ticket.id));
      await recordWrite(tx, by, 'tickets.close', ticket.id);
    });
  }
  return getTicketDetail(ticket.id, { ownerId: by.actor.id, side: 'user' });
}
