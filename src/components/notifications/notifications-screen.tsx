import { getTranslations } from 'next-intl/server';
import { ListPager } from '@/components/panel/list-pager';
import { EmptyState } from '@/components/ui/empty-state';
import { NotificationAudience } from '@/components/notifications/notification-audience';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { listManagerNotifications } from '@/server/services/notifications';
import { formatDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import type { PaginationQuery } from '@/shared/schemas/pagination';
import { TableScroll } from '@/components/ui/table-scroll';

const cell = 'px-3 py-2 text-start';

/** Composed notifications with delivery and read counts, a page at a time. */
export async function NotificationTable({ locale, page }: { locale: Locale; page: PaginationQuery }) {
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
              <th scope="col" className={cell}>
                {fields('title')}
              </th>
              <th scope="col" className={cell}>
                {t('audience')}
              </th>
              <th scope="col" className={cell}>
                {t('deliveries')}
              </th>
              <th scope="col" className={cell}>
                {t('reads')}
              </th>
              <th scope="col" className={cell}>
                {t('sentAt')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((item) => (
              <tr key={item.id} className="border-t border-border">
                <td className={cell}>
                  <Link
                    href={`/manager/panel/notification/${item.id}/detail`}
                    className="font-medium text-primary hover:underline"
                  >
                    <bdi>{locale === 'fa' ? item.title_fa : item.title_en}</bdi>
                  </Link>
                </td>
                <td className={cell}>
                  <NotificationAudience notification={item} />
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
