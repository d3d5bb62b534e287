'use client';

import { CalendarPlus, Clock, Link2, MapPin, Users } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { ApiError, api, apiPath } from '@/lib/api-client';
import { eventsGuidesContracts } from '@/shared/api/browser/events-guides';
import { formatDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import type { UserEvent } from '@/shared/schemas/events';

type Props = { event: UserEvent; isPast?: boolean };

/**
 * One event of the user panel: when and where, seats left, register / cancel (applied from the
 * server's answer, which the API client toasts) and the `.ics` file for the user's calendar.
 */
export function EventCard({ event: initial, isPast = false }: Props) {
  const t = useTranslations('events');
  const locale = useLocale() as Locale;
  const [event, setEvent] = useState(initial);
  const [isBusy, setIsBusy] = useState(false);
  const hasStarted = new Date(event.start_date) <= new Date();

  const change = async (register: boolean) => {
    setIsBusy(true);
    try {
      const { registerForEvent, cancelEventRegistration } = eventsGuidesContracts;
      const { data } = await api(register ? registerForEvent : cancelEventRegistration, { params: { id: event.id } });
      setEvent((current) => ({
        ...current,
        registered: data.registered,
        registrations_count: data.registrations_count,
        remaining: data.remaining,
        is_open: !hasStarted && (data.remaining === null || data.remaining > 0),
      }));
    } catch (error) {
      // A full or started event: show it as closed (the API client already toasted why).
      if (error instanceof ApiError && error.status === 409) setEvent((current) => ({ ...current, is_open: false }));
    } finally {
      setIsBusy(false);
    }
  };

  const seats =
    event.capacity === null
      ? t('unlimited')
      : t('seats', { remaining: formatNumber(event.remaining ?? 0, locale), capacity: formatNumber(event.capacity, locale) });

  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-5" data-event-id={event.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-bold leading-8">{event.title}</h3>
        {event.registered ? (
          <span className="rounded-full bg-success/15 px-3 py-1 text-xs font-medium text-success" data-testid="event-registered">
            {t('registered')}
          </span>
        ) : null}
      </div>
      {event.description ? <p className="whitespace-pre-line text-sm text-muted">{event.description}</p> : null}
      <dl className="grid gap-2 text-sm">
        <div className="flex items-center gap-2">
          <Clock className="size-4 shrink-0 text-muted" aria-hidden="true" />
          <dt className="sr-only">{t('starts')}</dt>
          <dd>
            <time dateTime={event.start_date}>{formatDateTime(event.start_date, locale)}</time>
            {' – '}
            <time dateTime={event.expire_datetime}>{formatDateTime(event.expire_datetime, locale)}</time>
          </dd>
        </div>
        {event.place ? (
          <div className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0 text-muted" aria-hidden="true" />
            <dt className="sr-only">{t('manager.place')}</dt>
            <dd>{event.place}</dd>
          </div>
        ) : null}
        {event.online_link ? (
          <div className="flex items-center gap-2">
            <Link2 className="size-4 shrink-0 text-muted" aria-hidden="true" />
            <dt className="sr-only">{t('onlineLink')}</dt>
            <dd>
              <a href={event.online_link} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline" dir="ltr">
                {t('online')}
              </a>
            </dd>
          </div>
        ) : null}
        <div className="flex items-center gap-2">
          <Users className="size-4 shrink-0 text-muted" aria-hidden="true" />
          <dt className="sr-only">{t('manager.capacity')}</dt>
          <dd data-testid="event-seats">{seats}</dd>
        </div>
      </dl>
      {isPast ? null : (
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          {event.registered ? (
            hasStarted ? null : (
              <Button severity="secondary" size="sm" isLoading={isBusy} onClick={() => change(false)}>
                {t('cancel')}
              </Button>
            )
          ) : event.is_open ? (
            <Button size="sm" isLoading={isBusy} onClick={() => change(true)}>
              {t('register')}
            </Button>
          ) : (
            <span className="text-sm text-muted">{event.remaining === 0 ? t('full') : t('closed')}</span>
          )}
          <a
            href={apiPath(eventsGuidesContracts.downloadEventIcs, { params: { id: event.id } })}
            download
            className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm text-primary hover:bg-surface-2"
          >
            <CalendarPlus className="size-4" aria-hidden="true" />
            {t('addToCalendar')}
          </a>
        </div>
      )}
    </article>
  );
}
