'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCheck, ExternalLink } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Link, useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/shared/dates';
import { notificationTicketContracts } from '@/shared/api/browser/notifications-tickets';
import { formatNumber } from '@/shared/format/number';
import type { UserNotificationView } from '@/shared/schemas/notifications';

const PER_PAGE = 20;

/**
 * The user's notifications, unread first: mark one or all read; opening one marks it read and
 * follows its link (a site path in the current language, or an outside address).
 */
export function NotificationList({ page }: { page: number }) {
  const t = useTranslations('notifications');
  const common = useTranslations('common');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const queryClient = useQueryClient();
  const queryKey = ['notifications', page] as const;

  const list = useQuery({
    queryKey,
    queryFn: () => api(notificationTicketContracts.listUserNotifications, { query: { page, per_page: PER_PAGE } }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['notifications'] });

  const markRead = useMutation({
    mutationFn: (id: string) => api(notificationTicketContracts.markNotificationRead, { params: { id } }),
    onSuccess: refresh,
  });
  const markAll = useMutation({
    mutationFn: () => api(notificationTicketContracts.markAllNotificationsRead),
    onSuccess: refresh,
  });

  const open = async (item: UserNotificationView) => {
    if (!item.is_read) await markRead.mutateAsync(item.id).catch(() => undefined);
    if (!item.link) return;
    // A path that already names a language (`/fa/…`) is used as is; others open in the current one.
    if (/^\/(fa|en)(\/|$)/.test(item.link)) window.location.assign(item.link);
    else if (item.link.startsWith('/')) router.push(item.link);
    else window.open(item.link, '_blank', 'noopener,noreferrer');
  };

  const items = list.data?.data ?? [];
  const meta = list.data?.meta;
  const hasUnread = items.some((item) => !item.is_read);

  if (list.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t('loading')}</span>
        {[0, 1, 2].map((row) => (
          <span key={row} aria-hidden="true" className="h-20 animate-pulse rounded-xl bg-surface-2" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {t('failed')}
      </p>
    );
  }
  if (items.length === 0) return <EmptyState title={t('empty')} description={t('emptyHint')} />;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button
          severity="secondary"
          size="sm"
          disabled={!hasUnread}
          isLoading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck className="size-4" aria-hidden="true" />
          {t('markAllRead')}
        </Button>
      </div>
      <ul className="flex flex-col gap-3" data-testid="notification-list">
        {items.map((item) => (
          <li
            key={item.id}
            // Opaque whether read or not (the unread tint is mixed into the surface, never laid over the
            // particle field); the text takes the card's width and the actions wrap below it on a phone.
            className={cn(
              'flex flex-col gap-3 rounded-xl border p-4 md:flex-row md:items-start',
              item.is_read ? 'border-border bg-surface' : 'border-primary bg-[color-mix(in_srgb,var(--primary)_7%,var(--surface))]',
            )}
            data-testid="notification-item"
          >
            <div className="flex min-w-0 flex-col gap-1 md:flex-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                {!item.is_read ? (
                  <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg" data-testid="notification-unread">
                    {t('unread')}
                  </span>
                ) : null}
                <button type="button" onClick={() => void open(item)} className="min-w-0 text-start font-semibold break-words hover:underline">
                  <bdi>{item.title}</bdi>
                </button>
              </div>
              <p className="text-sm break-words text-muted" dir="auto">
                {item.text}
              </p>
              <time dateTime={item.created_at} className="text-xs text-muted">
                {formatDateTime(item.created_at, locale)}
              </time>
            </div>
            {item.link || !item.is_read ? (
              <div className="flex flex-wrap items-center gap-2 md:shrink-0" data-testid="notification-actions">
                {item.link ? (
                  <Button size="sm" severity="secondary" onClick={() => void open(item)}>
                    <ExternalLink className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                    {t('open')}
                  </Button>
                ) : null}
                {!item.is_read ? (
                  <Button
                    size="sm"
                    severity="ghost"
                    isLoading={markRead.isPending && markRead.variables === item.id}
                    onClick={() => markRead.mutate(item.id)}
                  >
                    {t('markRead')}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {meta && meta.last_page > 1 ? (
        <nav aria-label={t('title')} className="flex items-center justify-center gap-3 text-sm">
          {page > 1 ? (
            <Link
              href={`/user/panel/notifications?page=${page - 1}`}
              rel="prev"
              className="rounded-lg px-3 py-2 hover:bg-surface-2"
            >
              {common('previous')}
            </Link>
          ) : null}
          <span className="text-muted">
            {common('page', { page: formatNumber(meta.current_page, locale), pages: formatNumber(meta.last_page, locale) })}
          </span>
          {page < meta.last_page ? (
            <Link
              href={`/user/panel/notifications?page=${page + 1}`}
              rel="next"
              className="rounded-lg px-3 py-2 hover:bg-surface-2"
            >
              {common('next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
