import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ListPager } from '@/components/panel/list-pager';
import { ResourceFrame } from '@/components/panel/resource-frame';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { listManagedEvents } from '@/server/services/events';
import { formatDateTime } from '@/shared/dates';
import { managerPagePermission } from '@/shared/routes';
import { eventsListQuery } from '@/shared/schemas/events';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'events.manager' });
  return { title: t('title') };
}

async function EventsTable({ locale, searchParams }: { locale: Locale; searchParams: Props['searchParams'] }) {
  const t = await getTranslations({ locale, namespace: 'events.manager' });
  const raw = await searchParams;
  const parsed = eventsListQuery.safeParse({ page: raw.page, search: raw.search || undefined, per_page: 20 });
  const query = parsed.success ? parsed.data : eventsListQuery.parse({ per_page: 20 });
  const { data, meta } = await listManagedEvents(query);
  const search = query.search ?? '';
  return (
    <div className="flex flex-col gap-4">
      <form role="search" className="flex max-w-md items-end gap-2">
        <label className="flex flex-1 flex-col gap-1.5 text-sm font-medium">
          {t('search')}
          <input
            type="search"
            name="search"
            defaultValue={search}
            placeholder={t('searchPlaceholder')}
            className="h-10 rounded-lg border border-border bg-bg px-3 font-normal"
          />
        </label>
        <button type="submit" className="h-10 rounded-lg border border-border px-4 text-sm hover:bg-surface-2">
          {t('search')}
        </button>
      </form>
      {data.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="min-w-full text-sm">
            <thead className="bg-surface-2">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">{t('columnTitle')}</th>
                <th scope="col" className="px-3 py-2 text-start">{t('columnStart')}</th>
                <th scope="col" className="px-3 py-2 text-start">{t('columnStatus')}</th>
                <th scope="col" className="px-3 py-2 text-start">{t('columnRegistrations')}</th>
                <th scope="col" className="px-3 py-2 text-start">
                  <span className="sr-only">{t('columnActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((event) => (
                <tr key={event.id} className="border-t border-border">
                  <td className="px-3 py-2">{locale === 'fa' ? event.title_fa : event.title_en}</td>
                  <td className="px-3 py-2">{formatDateTime(event.start_date, locale)}</td>
                  <td className="px-3 py-2">{t(event.status)}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {event.registrations_count.toLocaleString(locale)}
                    {event.capacity === null ? '' : ` / ${event.capacity.toLocaleString(locale)}`}
                  </td>
                  <td className="px-3 py-2 text-end">
                    <Link href={`/manager/panel/events/${event.id}/edit`} className="text-primary hover:underline">
                      {t('edit')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPager
        meta={meta}
        hrefOf={(page) => `/manager/panel/events?${new URLSearchParams({ page: String(page), ...(search ? { search } : {}) })}`}
        labels={{
          previous: t('previous'),
          next: t('next'),
          page: t('page', { page: meta.current_page.toLocaleString(locale), last: meta.last_page.toLocaleString(locale) }),
          nav: t('title'),
        }}
      />
    </div>
  );
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
