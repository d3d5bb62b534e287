import { getTranslations } from 'next-intl/server';
import { DeleteNotificationButton } from '@/components/notifications/delete-notification-button';
import { Ltr } from '@/components/ui/ltr';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { canAccess, managerAccess } from '@/server/auth/manager-access';
import { currentPageUser } from '@/server/auth/page-session';
import { formatDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import { NotificationAudience } from '@/components/notifications/notification-audience';
import { loadNotificationOr404 } from '@/components/notifications/load-notification';

/** One composed notification in both languages, its audience, deliveries and reads. */
export async function NotificationDetail({ id, locale }: { id: string; locale: Locale }) {
  const item = await loadNotificationOr404(id);
  const access = await managerAccess(await currentPageUser());
  const canDelete = canAccess(access, 'notifications.delete');
  const canEdit = canAccess(access, 'notifications.update');
  const t = await getTranslations({ locale, namespace: 'notifications.manager' });
  const fields = await getTranslations({ locale, namespace: 'fields' });
  const stat = (label: string, value: number) => (
    <div className="rounded-xl border border-border bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-black">{formatNumber(value, locale)}</dd>
    </div>
  );
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-black">{t('detailTitle')}</h1>
      <dl className="grid gap-4 sm:grid-cols-2" data-testid="notification-counts">
        {stat(t('deliveries'), item.deliveries_count)}
        {stat(t('reads'), item.read_count)}
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <section lang="fa" dir="rtl" className="rounded-2xl border border-border p-4">
          <h2 className="mb-1 font-bold">{item.title_fa}</h2>
          <p className="text-sm whitespace-pre-wrap">{item.text_fa}</p>
        </section>
        <section lang="en" dir="ltr" className="rounded-2xl border border-border p-4">
          <h2 className="mb-1 font-bold">{item.title_en}</h2>
          <p className="text-sm whitespace-pre-wrap">{item.text_en}</p>
        </section>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="text-muted">{t('audience')}</dt>
        <dd>
          <NotificationAudience notification={item} />
        </dd>
        <dt className="text-muted">{t('sentBy')}</dt>
        <dd>{item.created_by ? <bdi>{item.created_by.name}</bdi> : '—'}</dd>
        <dt className="text-muted">{t('sentAt')}</dt>
        <dd>
          <time dateTime={item.created_at}>{formatDateTime(item.created_at, locale)}</time>
        </dd>
        <dt className="text-muted">{fields('link')}</dt>
        <dd data-testid="notification-link">{item.link ? <Ltr>{item.link}</Ltr> : t('noLink')}</dd>
      </dl>
      {canEdit || canDelete ? (
        <div className="flex flex-wrap items-center gap-3">
          {canEdit ? (
            <Link
              href={`/manager/panel/notification/${item.id}/edit`}
              className="inline-flex h-10 items-center rounded-lg border border-border px-4 text-sm font-medium hover:border-primary"
            >
              {t('edit')}
            </Link>
          ) : null}
          {canDelete ? <DeleteNotificationButton id={item.id} /> : null}
        </div>
      ) : null}
    </div>
  );
}
