import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventForm } from '@/components/manager-events/event-form';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';
import { managerPagePermission } from '@/shared/routes';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'events.manager' });
  return { title: t('create') };
}

/** events/create. */
export default async function CreateEventPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'events.manager' });
  return (
    <ResourceFrame params={params} permission={managerPagePermission(['events', 'create'])} title={t('create')}>
      <EventForm />
    </ResourceFrame>
  );
}
