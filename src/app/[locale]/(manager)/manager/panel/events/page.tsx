import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';
import { managerPagePermission } from '@/shared/routes';
import { EventsTable } from '@/components/manager-events/events-screen';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'events.manager' });
  return { title: t('title') };
}

/** events: every event with its start, status and registrations. */
export default async function ManagerEventsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'events.manager' });
  return (
    <ResourceFrame
      params={params}
      permission={managerPagePermission(['events'])}
      title={t('title')}
      action={{ href: '/manager/panel/events/create', label: t('create') }}
    >
      <EventsTable locale={locale} searchParams={searchParams} />
    </ResourceFrame>
  );
}
