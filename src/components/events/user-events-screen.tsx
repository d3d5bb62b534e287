import { getTranslations } from 'next-intl/server';
import { EventCardGrid } from '@/components/events/event-card-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSection } from '@/components/ui/list-section';
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
      <ListSection
        id="upcoming-heading"
        title={t('upcoming')}
        className="gap-4"
        isEmpty={upcoming.length === 0}
        empty={<EmptyState title={t('emptyUpcoming')} description={t('emptyUpcomingHint')} />}
      >
        <EventCardGrid events={upcoming} />
      </ListSection>
      <ListSection
        id="past-heading"
        title={t('past')}
        className="gap-4"
        isEmpty={past.length === 0}
        empty={<p className="text-sm text-muted">{t('emptyPast')}</p>}
      >
        <EventCardGrid events={past} isPast />
      </ListSection>
    </div>
  );
}
