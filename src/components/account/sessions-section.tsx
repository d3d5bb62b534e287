'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor, MonitorSmartphone, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { Ltr } from '@/components/ui/ltr';
import type { Locale } from '@/i18n/locales';
import { api } from '@/lib/api-client';
import { sessionContracts } from '@/shared/api/browser/sessions';
import { formatDateTime } from '@/shared/dates';
import type { DeviceKind, SessionView } from '@/shared/schemas/sessions';
import { AccountSection, SectionLoadError, SectionLoading } from './account-section';
import { metaSeparator } from '@/components/ui/meta-line';

const SESSIONS_KEY = ['user-sessions'] as const;

const ICONS: Record<DeviceKind, LucideIcon> = {
  desktop: Monitor,
  mobile: Smartphone,
  tablet: Tablet,
  other: MonitorSmartphone,
  unknown: MonitorSmartphone,
};

/** A product name inside a plain string (a dialog title, a button's name), isolated as `<bdi>` would. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * The settings page's list of signed-in sessions: each browser or app with its address and its
 * first and last use, this device marked; any other one can be signed out, or all of them at once.
 */
export function SessionsSection() {
  const t = useTranslations('sessions');
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => api(sessionContracts.listSessions, undefined, { quiet: true }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });

  const signOut = async (id: string) => {
    await api(sessionContracts.revokeSession, { params: { id } });
    await refresh();
  };
  const signOutOthers = async () => {
    await api(sessionContracts.revokeOtherSessions);
    await refresh();
  };

  /** The device in words, its Latin product names isolated: «Chrome 131 on Windows 10». */
  const deviceWords = ({ browser, os }: SessionView): ReactNode => {
    if (browser && os) return t.rich('browserOnSystem', { browser, os, bdi: (chunks) => <bdi dir="ltr">{chunks}</bdi> });
    const named = browser ?? os;
    return named ? <Ltr>{named}</Ltr> : t('unknownDevice');
  };
  const deviceName = ({ browser, os }: SessionView): string => {
    const named = [browser, os].filter(Boolean).join(metaSeparator(locale));
    return named ? isolate(named) : t('unknownDevice');
  };

  let body: ReactNode;
  if (list.isPending) {
    body = <SectionLoading rows={2} rowClassName="h-24" />;
  } else if (list.isError) {
    body = <SectionLoadError message={t('loadError')} retryLabel={t('retry')} query={list} />;
  } else {
    const sessions = list.data.data;
    const hasOthers = sessions.some((session) => !session.current);
    body = (
      <div className="flex flex-col gap-4">
        <ul className="flex flex-col gap-3" data-testid="session-list">
          {sessions.map((session) => {
            const Icon = ICONS[session.device_kind];
            return (
              <li
                key={session.id}
                data-testid="session"
                data-current={session.current || undefined}
                className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2 p-4 sm:flex-row sm:items-start"
              >
                <Icon className="size-6 shrink-0 text-muted" aria-hidden="true" />
                <div className="flex min-w-0 flex-col gap-1 sm:flex-1">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
                    <span className="min-w-0 break-words">
                      <span className="sr-only">{t(`kinds.${session.device_kind}`)}: </span>
                      {deviceWords(session)}
                    </span>
                    {session.device ? (
                      <span className="text-sm font-normal text-muted">
                        <Ltr>{session.device}</Ltr>
                      </span>
                    ) : null}
                    {session.current ? (
                      <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">{t('thisDevice')}</span>
                    ) : null}
                  </p>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-muted">{t('address')}</dt>
                    <dd className="min-w-0 break-all">{session.ip ? <Ltr>{session.ip}</Ltr> : t('unknownAddress')}</dd>
                    <dt className="text-muted">{t('signedIn')}</dt>
                    <dd>
                      <time dateTime={session.created_at}>{formatDateTime(session.created_at, locale)}</time>
                    </dd>
                    <dt className="text-muted">{t('lastUsed')}</dt>
                    <dd>
                      <time dateTime={session.last_used_at}>{formatDateTime(session.last_used_at, locale)}</time>
                    </dd>
                  </dl>
                </div>
                {session.current ? null : (
                  <ConfirmButton
                    size="sm"
                    severity="secondary"
                    className="self-start"
                    label={t('signOut')}
                    ariaLabel={t('signOutNamed', { device: deviceName(session) })}
                    title={t('confirmSignOut', { device: deviceName(session) })}
                    description={t('confirmSignOutHint')}
                    confirmLabel={t('signOut')}
                    onConfirm={() => signOut(session.id)}
                  />
                )}
              </li>
            );
          })}
        </ul>
        {hasOthers ? (
          <ConfirmButton
            className="self-start"
            label={t('signOutOthers')}
            title={t('confirmSignOutOthers')}
            description={t('confirmSignOutOthersHint')}
            confirmLabel={t('signOutOthers')}
            onConfirm={signOutOthers}
          />
        ) : (
          <p className="text-sm text-muted">{t('onlyThisOne')}</p>
        )}
      </div>
    );
  }

  return (
    <AccountSection id="sessions" title={t('title')} intro={t('intro')}>
      {body}
    </AccountSection>
  );
}
