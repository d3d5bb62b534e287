import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventForm } from '@/components/manager-events/event-form';
import { RegistrationsTable } from '@/components/manager-events/registrations-table';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';
import { getManagedEvent } from '@/server/services/events';
import { managerPagePermission } from '@/shared/routes';
import { loadRecordOr404 } from '@/components/panel/load-record';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'events.manager' });
  return { title: t('edit') };
}

async function EditEvent({ id, locale }: { id: string; locale: Locale }) {
  const { registrations, ...event } = await loadRecordOr404(id, getManagedEvent);
  return (
    <>
      <EventForm event={event} />
      <RegistrationsTable locale={locale} registrations={registrations} />
    </>
  );
}

/** events/{id}/edit: the event's form and who registered. */
export default async function EditEventPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'events.manager' });
  return (
    <ResourceFrame params={params} permission={managerPagePermission(['events', id, 'edit'])} title={t('edit')}>
      <EditEvent id={id} locale={locale} />
    </ResourceFrame>
  );
}
