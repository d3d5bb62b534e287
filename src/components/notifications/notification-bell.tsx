'use client';

import { Bell } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useAuth } from '@/components/shell/auth-provider';
import type { Locale } from '@/i18n/locales';
import { localePath } from '@/i18n/locale-path';
import { api, apiPath } from '@/lib/api-client';
import { notificationTicketContracts } from '@/shared/api/browser/notifications-tickets';
import { formatNumber } from '@/shared/format/number';
import type { UnreadCount } from '@/shared/schemas/notifications';

/** Without EventSource (or when the stream keeps failing) the badge is re-read this often. */
const POLL_MS = 60_000;

/**
 * Keeps the unread count live: a server-sent event stream (the browser reconnects on its own),
 * falling back to polling once a minute when the stream is unavailable.
 */
function useUnreadCount(isSignedIn: boolean): number {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    if (!isSignedIn) return;
    let poll: ReturnType<typeof setInterval> | undefined;
    const read = () =>
      void api(notificationTicketContracts.getUnreadCount, {}, { retry: 0 })
        .then((answer) => setUnread(answer.data.unread))
        .catch(() => undefined);
    const startPolling = () => {
      if (poll) return;
      read();
      poll = setInterval(read, POLL_MS);
    };
    if (typeof EventSource === 'undefined') {
      startPolling();
      return () => clearInterval(poll);
    }
    const source = new EventSource(apiPath(notificationTicketContracts.streamUnreadCount), { withCredentials: true });
    source.addEventListener('unread', (event) => {
      // A plain check, not the zod schema: this bell is on every page, and zod is 27 KB compressed.
      const { unread: next } = JSON.parse((event as MessageEvent<string>).data) as Partial<UnreadCount>;
      if (Number.isInteger(next)) setUnread(next!);
    });
    source.onerror = () => {
      // CLOSED means the browser gave up reconnecting (e.g. the session ended or a proxy refuses streams).
      if (source.readyState === EventSource.CLOSED) startPolling();
    };
    return () => {
      source.close();
      clearInterval(poll);
    };
  }, [isSignedIn]);
  return isSignedIn ? unread : 0;
}

/** The header bell for signed-in users: a link to the notifications page with the unread badge. */
export function NotificationBell() {
  const t = useTranslations('notifications');
  const locale = useLocale() as Locale;
  const { status } = useAuth();
  const unread = useUnreadCount(status === 'authenticated');
  // A probable reader keeps the bell's place until the auth check answers: no shift when it shows.
  if (status === 'loading') return <span aria-hidden="true" className="inline-block size-10 session-unhinted:hidden" />;
  if (status !== 'authenticated') return null;
  const label = unread > 0 ? t('bellUnread', { count: formatNumber(unread, locale) }) : t('bell');
  return (
    <a
      href={localePath(locale, '/user/panel/notifications')}
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      className="relative inline-flex size-10 items-center justify-center rounded-lg hover:bg-surface-2"
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 ? (
        <span
          data-testid="notification-badge"
          aria-hidden="true"
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[11px] font-bold text-white"
        >
          {unread > 99 ? `${formatNumber(99, locale)}+` : formatNumber(unread, locale)}
        </span>
      ) : null}
    </a>
  );
}
