import { getTranslations } from 'next-intl/server';
import { EventCard } from '@/components/events/event-card';
import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/i18n/locales';
import { currentPageUser } from '@/server/auth/page-session';
import { listUserEvents } from '@/server/services/events';

/** Upcoming events to register for, and past ones, for the signed-in reader. */
export async function UserEvents({ locale }: { locale: Locale }) {
  // The layout's guards show the sign-in dialog to visitors.
  const user = await currentPageUser();
  if (!user) return null;
  const t = await getTranslations({ locale, namespace: 'events' });
  const { upcoming, past } = await listUserEvents({ userId: user.id, locale });
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-black">{t('title')}</h1>
        <p className="text-muted">{t('lead')}</p>
      </header>
      <section aria-labelledby="upcoming-heading" className="flex flex-col gap-4">
        <h2 id="upcoming-heading" className="text-xl font-bold">
          {t('upcoming')}
        </h2>
        {upcoming.length === 0 ? (
          <EmptyState title={t('emptyUpcoming')} description={t('emptyUpcomingHint')} />
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {upcoming.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="past-heading" className="flex flex-col gap-4">
        <h2 id="past-heading" className="text-xl font-bold">
          {t('past')}
        </h2>
        {past.length === 0 ? (
          <p className="text-sm text-muted">{t('emptyPast')}</p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {past.map((event) => (
              <li key={event.id}>
                <EventCard event={event} isPast />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
