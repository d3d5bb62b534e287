import { getTranslations } from 'next-intl/server';
import { ActivityTable } from '@/components/manager-community/activity-table';
import { CommentActions } from '@/components/manager-community/comment-actions';
import { SecondFactorNotice } from '@/components/manager-community/second-factor-notice';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSection } from '@/components/ui/list-section';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { canAccess, managerAccess, type ManagerAccess } from '@/server/auth/manager-access';
import { currentPageUser } from '@/server/auth/page-session';
import { getManagerDashboard } from '@/server/services/moderation';
import { contentTypeNames } from '@/shared/content-types';
import { formatDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import type { PermissionName } from '@/shared/permissions';
import { MetaLine } from '@/components/ui/meta-line';

type Tile = { label: string; value: number; href: string; permission: PermissionName };

function Tiles({ tiles, access, locale }: { tiles: Tile[]; access: ManagerAccess; locale: Locale }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {tiles.map((tile) => {
        const body = (
          <>
            <span className="text-sm text-muted">{tile.label}</span>
            <span className="text-2xl font-black">{formatNumber(tile.value, locale)}</span>
          </>
        );
        const box = 'flex h-full flex-col gap-1 rounded-xl border border-border bg-surface p-4';
        return (
          <li key={tile.href + tile.label}>
            {canAccess(access, tile.permission) ? (
              <Link href={tile.href} className={`${box} hover:border-primary`}>
                {body}
              </Link>
            ) : (
              <div className={box}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Key counts, comments waiting for moderation and the latest activity, linked where the reader may go. */
export async function Dashboard({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'managerDashboard' });
  const sections = await getTranslations({ locale, namespace: 'manager' });
  const [view, access] = await Promise.all([getManagerDashboard(locale), currentPageUser().then(managerAccess)]);
  const tiles: Tile[] = [
    { label: t('users'), value: view.counts.users, href: '/manager/panel/users', permission: 'users.view' },
    {
      label: t('pendingComments'),
      value: view.counts.pending_comments,
      href: '/manager/panel/comments?status=pending',
      permission: 'comments.view',
    },
    {
      label: t('unhandledContacts'),
      value: view.counts.unhandled_contacts,
      href: '/manager/panel/contacts?handled=false',
      permission: 'contacts.view',
    },
    {
      label: t('openTickets'),
      value: view.counts.open_tickets,
      href: '/manager/panel/tickets?status=open',
      permission: 'tickets.view',
    },
    ...contentTypeNames.map((type) => ({
      label: t('published', { type: sections(type) }),
      value: view.counts.published[type] ?? 0,
      href: `/manager/panel/${type}`,
      permission: `${type}.view` as PermissionName,
    })),
  ];
  return (
    <div className="flex flex-col gap-8">
      {access.isSuperManager ? <SecondFactorNotice locale={locale} /> : null}
      <section aria-labelledby="dashboard-counts" className="flex flex-col gap-3">
        <h2 id="dashboard-counts" className="text-lg font-bold">
          {t('counts')}
        </h2>
        <Tiles tiles={tiles} access={access} locale={locale} />
      </section>
      <ListSection
        id="dashboard-pending"
        title={t('pendingTitle')}
        headingClassName="text-lg"
        isEmpty={view.pending_comments.length === 0}
        empty={<EmptyState title={t('noPending')} />}
      >
        <ul className="flex flex-col gap-3">
          {view.pending_comments.map((comment) => (
            <li key={comment.id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="font-semibold">{comment.author?.name ?? '—'}</span>
                <MetaLine className="text-muted" parts={[sections(comment.content.type), comment.content.title]} />
                <time dateTime={comment.created_at} className="text-muted">
                  {formatDateTime(comment.created_at, locale)}
                </time>
              </div>
              <Link
                href={`/manager/panel/comments/${comment.id}/detail`}
                className="line-clamp-2 text-sm hover:underline"
                dir="auto"
              >
                {comment.body}
              </Link>
              <CommentActions
                id={comment.id}
                status={comment.status}
                canModerate={canAccess(access, 'comments.moderate')}
                canDelete={canAccess(access, 'comments.delete')}
              />
            </li>
          ))}
        </ul>
      </ListSection>
      <ListSection
        id="dashboard-activity"
        title={t('recentActivity')}
        headingClassName="text-lg"
        link={canAccess(access, 'activities.view') ? { href: '/manager/panel/activities', label: t('allActivity') } : null}
        isEmpty={view.recent_activity.length === 0}
        empty={<EmptyState title={t('noActivity')} />}
      >
        <ActivityTable locale={locale} entries={view.recent_activity} compact />
      </ListSection>
    </div>
  );
}
