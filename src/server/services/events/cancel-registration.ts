import { and, count, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { eventRegistrations, events } from '@/server/db/schema';
import { ConflictError, NotFoundError } from '@/server/errors';
import type { UserActor, WriteContext } from '@/server/services/context';
import type { RegistrationState } from '@/shared/schemas/events';
import { remainingOf } from './read';
import { transaction } from '@/server/db/unit-of-work';

/** Cancels the caller's own registration before the event starts; 404 when they have none. */
export async function cancelRegistration({ eventId, by }: { eventId: string; by: WriteContext<UserActor> }): Promise<RegistrationState> {
  const userId = by.actor.id;
  return transaction(getDb(), async (tx) => {
    const [event] = await tx
      .select({ capacity: events.capacity, startDate: events.startDate })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.status, 'published')))
      .for('update');
    if (!event) throw new NotFoundError();
    if (event.startDate <= new Date()) throw new ConflictError('events.api.started');
    const deleted = await tx
      .delete(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)))
      .returning({ userId: eventRegistrations.userId });
    if (deleted.length === 0) throw new NotFoundError();
    const [taken] = await tx.select({ n: count() }).from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
    const n = taken?.n ?? 0;
    return { event_id: eventId, registered: false, registrations_count: n, remaining: remainingOf(event.capacity, n) };
  });
}
