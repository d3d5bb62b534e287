import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GuardedContent } from '@/components/panel/guarded-content';
import { ListPager } from '@/components/panel/list-pager';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { listManagerNotifications } from '@/server/services/notifications';
import { formatDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import { managerPanelGuards } from '@/shared/guards';
import { managerNotificationsQuery } from '@/shared/schemas/notifications';
import type { PaginationQuery } from '@/shared/schemas/pagination';
import { TableScroll } from '@/components/ui/table-scroll';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const cell = 'px-3 py-2 text-start';
const audienceKey = { everyone: 'audienceEveryone', role: 'audienceRole', users: 'audienceUsers' } as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'notifications.manager' });
  return { title: t('listTitle') };
}

async function NotificationTable({ locale, page }: { locale: Locale; page: PaginationQuery }) {
  const t = await getTranslations({ locale, namespace: 'notifications.manager' });
  const fields = await getTranslations({ locale, namespace: 'fields' });
  const { data, meta } = await listManagerNotifications(page);
  if (data.length === 0) return <EmptyState title={t('empty')} description={t('emptyHint')} />;
  return (
    <>
      <TableScroll className="rounded-xl">
        <table className="min-w-full text-sm">
          <thead className="bg-surface-2">
            <tr>
              <th scope="col" className={cell}>{fields('title')}</th>
              <th scope="col" className={cell}>{t('audience')}</th>
              <th scope="col" className={cell}>{t('deliveries')}</th>
              <th scope="col" className={cell}>{t('reads')}</th>
              <th scope="col" className={cell}>{t('sentAt')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((item) => (
              <tr key={item.id} className="border-t border-border">
                <td className={cell}>
                  <Link href={`/manager/panel/notification/${item.id}/detail`} className="font-medium text-primary hover:underline">
                    <bdi>{locale === 'fa' ? item.title_fa : item.title_en}</bdi>
                  </Link>
                </td>
                <td className={cell}>
                  {t(audienceKey[item.audience])}
                  {item.role ? <> · <bdi>{item.role.title}</bdi></> : null}
                </td>
                <td className={cell}>{formatNumber(item.deliveries_count, locale)}</td>
                <td className={cell}>{formatNumber(item.read_count, locale)}</td>
                <td className={cell}>
                  <time dateTime={item.created_at}>{formatDateTime(item.created_at, locale)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ListPager base="/manager/panel/notification" query={{}} meta={meta} />
    </>
  );
}

/** notification: composed notifications with delivery and read counts (`notifications.view`). */
export default async function ManagerNotificationsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'notifications.manager' });
  const parsed = managerNotificationsQuery.safeParse(await searchParams);
  const page = parsed.success ? parsed.data : managerNotificationsQuery.parse({});
  return (
    <GuardedContent guards={managerPanelGuards} params={params} permission="notifications.view">
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-black">{t('listTitle')}</h1>
          <Link href="/manager/panel/notification/create" className="ms-auto rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-fg hover:opacity-90">
            {t('compose')}
          </Link>
        </div>
        <NotificationTable locale={locale} page={page} />
      </div>
    </GuardedContent>
  );
}
