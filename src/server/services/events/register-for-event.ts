import { and, count, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { eventRegistrations, events } from '@/server/db/schema';
import { ConflictError, NotFoundError } from '@/server/errors';
import type { UserActor, WriteContext } from '@/server/services/context';
import type { RegistrationState } from '@/shared/schemas/events';
import { remainingOf } from './read';
import { transaction } from '@/server/db/unit-of-work';

/**
 * Registers the user for a published event. Race-safe: the event row is locked (FOR UPDATE) for
 * the count and the insert, so parallel registrations queue and never pass the capacity. Closed
 * (409) once the event has started or is full; registering twice is a no-op (`created: false`).
 */
export async function registerForEvent({
  eventId,
  by,
}: {
  eventId: string;
  by: WriteContext<UserActor>;
}): Promise<RegistrationState & { created: boolean }> {
  const userId = by.actor.id;
  return transaction(getDb(), async (tx) => {
    const [event] = await tx
      .select({ id: events.id, capacity: events.capacity, startDate: events.startDate })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.status, 'published')))
      .for('update');
    if (!event) throw new NotFoundError();
    const [taken] = await tx.select({ n: count() }).from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
    const [mine] = await tx
      .select({ userId: eventRegistrations.userId })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
    const before = taken?.n ?? 0;
    if (mine) {
      return { event_id: eventId, registered: true, registrations_count: before, remaining: remainingOf(event.capacity, before), created: false };
    }
    if (event.startDate <= new Date()) throw new ConflictError('events.api.started');
    if (event.capacity !== null && before >= event.capacity) throw new ConflictError('events.api.full');
    await tx.insert(eventRegistrations).values({ eventId, userId }).onConflictDoNothing();
    const after = before + 1;
    return { event_id: eventId, registered: true, registrations_count: after, remaining: remainingOf(event.capacity, after), created: true };
  });
}
