import { EventCard } from '@/components/events/event-card';
import { cn } from '@/lib/cn';
import type { UserEvent } from '@/shared/schemas/events';

/** Events of the user panel as cards, two abreast on a wide screen. */
export function EventCardGrid({ events, isPast, className }: { events: UserEvent[]; isPast?: boolean; className?: string }) {
  return (
    <ul className={cn('grid gap-4 lg:grid-cols-2', className)}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} isPast={isPast} />
        </li>
      ))}
    </ul>
  );
}
