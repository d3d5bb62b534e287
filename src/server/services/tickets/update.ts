import { and, eq, or } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { tickets, users } from '@/server/db/schema';
import { ValidationError } from '@/server/http/errors';
import type { ManagerTicketUpdateInput, TicketDetailView } from '@/shared/schemas/tickets';
import { recordWrite } from '../activity/record-activity';
import type { TicketActor } from './create';
import { findTicket, getTicketDetail } from './read';

/** The columns a status change writes: `closed_at` follows the status, for the statistics. */
export function statusChange(status: TicketDetailView['status']) {
  return { status, closedAt: status === 'closed' ? new Date() : null };
}

/** The owner closes their ticket (closing twice is fine). */
export async function closeTicket({ ctx, user }: TicketActor, ticketId: string): Promise<TicketDetailView> {
  const ticket = await findTicket(ticketId, user.id);
  if (ticket.status !== 'closed') {
    await getDb().transaction(async (tx) => {
      await tx.update(tickets).set(statusChange('closed')).where(eq(tickets.id, ticket.id));
      await recordWrite(tx, { ctx: ctx, actor: user }, 'tickets.close', ticket.id);
    });
  }
  return getTicketDetail(ticket.id, { ownerId: user.id, side: 'user' });
}

/** Staff change the status or the assignee (who must be a manager); logged with the change. */
export async function updateTicketAsStaff({ ctx, user }: TicketActor, ticketId: string, input: ManagerTicketUpdateInput): Promise<TicketDetailView> {
  const ticket = await findTicket(ticketId, null);
  if (input.assignee_id) {
    const [manager] = await getDb()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.assignee_id), or(eq(users.isManager, true), eq(users.isSuperManager, true))));
    if (!manager) throw ValidationError.field('assignee_id', 'tickets.validation.assignee');
  }
  const changes = {
    ...(input.status !== undefined && input.status !== ticket.status ? statusChange(input.status) : {}),
    ...(input.assignee_id !== undefined ? { assigneeId: input.assignee_id } : {}),
  };
  await getDb().transaction(async (tx) => {
    await tx.update(tickets).set(changes).where(eq(tickets.id, ticket.id));
    await recordWrite(tx, { ctx: ctx, actor: user }, 'tickets.update', ticket.id, {
        ...(input.status !== undefined ? { status: { from: ticket.status, to: input.status } } : {}),
        ...(input.assignee_id !== undefined ? { assignee_id: { from: ticket.assigneeId, to: input.assignee_id } } : {}),
      });
  });
  return getTicketDetail(ticket.id, { ownerId: null, side: 'manager' });
}
