'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { AutosavedForm, useAutosavedForm } from '@/components/autosave/autosaved-form';
import { TitleAndTextColumns, titleAndDescriptionOf } from '@/components/forms/title-and-text-columns';
import { StatusField } from '@/components/forms/status-field';
import { TextField } from '@/components/forms/text-field';
import { DatePicker } from '@/components/ui/date-picker';
import type { Locale } from '@/i18n/locales';
import { api } from '@/lib/api-client';
import { eventsGuidesContracts } from '@/shared/api/browser/events-guides';
import { formatModelDateTime, parseModelDateTime } from '@/shared/dates';
import { eventFormSchema, type EventFormValues, type ManagedEvent } from '@/shared/schemas/events';

type Props = { event?: ManagedEvent };

const LIST = '/manager/panel/events';

function toModel(iso: string | undefined): string {
  return iso ? formatModelDateTime(new Date(iso)) : '';
}

function toIso(model: string): string {
  // The form already required a value; an unparsable one is left for the server to reject.
  return parseModelDateTime(model)?.toISOString() ?? model;
}

/** Create or edit an event: both languages side by side, Jalali date-times in Persian, seats and place. */
export function EventForm({ event }: Props) {
  const t = useTranslations('events.manager');
  const locale = useLocale() as Locale;
  const editor = useAutosavedForm<EventFormValues>({
    schema: eventFormSchema,
    defaults: {
      ...titleAndDescriptionOf(event),
      start_date: toModel(event?.start_date),
      expire_datetime: toModel(event?.expire_datetime),
      place: event?.place ?? '',
      online_link: event?.online_link ?? '',
      capacity: event?.capacity === null || event?.capacity === undefined ? '' : String(event.capacity),
      status: event?.status ?? 'draft',
    },
    autosave: { kind: 'events', id: event?.id },
    save: async (values) => {
      const body = {
        ...values,
        start_date: toIso(values.start_date),
        expire_datetime: toIso(values.expire_datetime),
        place: values.place || null,
        online_link: values.online_link || null,
        capacity: values.capacity === '' ? null : Number(values.capacity),
      };
      if (event) {
        await api(eventsGuidesContracts.updateEvent, { params: { id: event.id }, body });
        return { next: LIST };
      }
      const { data } = await api(eventsGuidesContracts.createEvent, { body });
      return { next: LIST, created: data.id };
    },
    remove: event && { call: () => api(eventsGuidesContracts.deleteEvent, { params: { id: event.id } }), backTo: LIST },
  });
  const { form, autosave } = editor;

  const errorOf = (name: 'start_date' | 'expire_datetime') => form.formState.errors[name]?.message;

  return (
    <AutosavedForm
      editor={editor}
      submitLabel={event ? t('save') : t('create')}
      deleteLabels={event && { label: t('delete'), title: t('confirmDelete', { title: locale === 'fa' ? event.title_fa : event.title_en }) }}
    >
      <TitleAndTextColumns form={form} text="description" rows={5} />

      {/* Keyed: the date pickers keep what is typed in them, so a restore mounts them afresh. */}
      <div key={autosave.generation} className="grid gap-4 md:grid-cols-2">
        {(['start_date', 'expire_datetime'] as const).map((name) => (
          <div key={name} className="flex flex-col gap-1.5">
            <Controller
              control={form.control}
              name={name}
              render={({ field }) => (
                <DatePicker
                  id={`event-${name}`}
                  mode="datetime"
                  label={name === 'start_date' ? t('startDate') : t('expireDatetime')}
                  locale={locale}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  invalid={Boolean(errorOf(name))}
                  describedBy={errorOf(name) ? `event-${name}-error` : undefined}
                />
              )}
            />
            {errorOf(name) ? (
              <p id={`event-${name}-error`} role="alert" className="text-sm text-danger">
                {String(errorOf(name))}
              </p>
            ) : null}
          </div>
        ))}
        <TextField form={form} name="place" label={t('place')} hint={t('placeHint')} dir="auto" />
        <TextField form={form} name="online_link" label={t('onlineLink')} dir="ltr" inputMode="url" placeholder="https://" />
        <TextField form={form} name="capacity" label={t('capacity')} hint={t('capacityHint')} inputMode="numeric" dir="ltr" />
        <StatusField form={form} messages="events.manager" />
      </div>
    </AutosavedForm>
  );
}
