import { and, eq, or } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { tickets, users } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import type { ManagerTicketUpdateInput, TicketDetailView } from '@/shared/schemas/tickets';
import { recordWrite } from '../activity/record-activity';
import type { WriteContext } from '../context';
import { findTicket, getTicketDetail } from './read';
import { statusChange } from './status';
import { transaction } from '@/server/db/unit-of-work';

/** Staff change the status or the assignee (who must be a manager); logged with the change. */
export async function updateTicketAsStaff({
  id,
  input,
  by,
}: {
  id: string;
  input: ManagerTicketUpdateInput;
  by: WriteContext;
}): Promise<TicketDetailView> {
  const ticket = await findTicket(id, null);
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
  await transaction(getDb(), async (tx) => {
    await tx.update(tickets).set(changes).where(eq(tickets.id, ticket.id));
    await recordWrite(tx, by, 'tickets.update', ticket.id, {
      ...(input.status !== undefined ? { status: { from: ticket.status, to: input.status } } : {}),
      ...(input.assignee_id !== undefined ? { assignee_id: { from: ticket.assigneeId, to: input.assignee_id } } : {}),
    });
  });
  return getTicketDetail(ticket.id, { ownerId: null, side: 'manager' });
}
