'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { AutosaveStatus } from '@/components/autosave/autosave-status';
import { useWorkingCopy } from '@/components/autosave/use-working-copy';
import { WorkingCopyOffer } from '@/components/autosave/working-copy-offer';
import { TitleAndTextColumns } from '@/components/forms/title-and-text-columns';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import type { Locale } from '@/i18n/locales';
import { apiFetch } from '@/lib/api-client';
import { formatModelDateTime, parseModelDateTime } from '@/shared/dates';
import { eventFormSchema, type EventFormValues, type ManagedEvent } from '@/shared/schemas/events';
import { useBackToList } from '@/components/panel/use-back-to-list';

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
  const { back, remove } = useBackToList(LIST);
  const { form, submitWith } = useApiForm<EventFormValues>(eventFormSchema, {
    title_fa: event?.title_fa ?? '',
    title_en: event?.title_en ?? '',
    description_fa: event?.description_fa ?? '',
    description_en: event?.description_en ?? '',
    start_date: toModel(event?.start_date),
    expire_datetime: toModel(event?.expire_datetime),
    place: event?.place ?? '',
    online_link: event?.online_link ?? '',
    capacity: event?.capacity === null || event?.capacity === undefined ? '' : String(event.capacity),
    status: event?.status ?? 'draft',
  });
  const autosave = useWorkingCopy({ form, kind: 'events', id: event?.id });

  const onSubmit = submitWith(async (values) => {
    const body = {
      ...values,
      start_date: toIso(values.start_date),
      expire_datetime: toIso(values.expire_datetime),
      place: values.place || null,
      online_link: values.online_link || null,
      capacity: values.capacity === '' ? null : Number(values.capacity),
    };
    await apiFetch(event ? `/api/manager/events/${event.id}` : '/api/manager/events', { method: event ? 'PATCH' : 'POST', body });
    await autosave.onSaved();
    back();
  });

  const errorOf = (name: 'start_date' | 'expire_datetime') => form.formState.errors[name]?.message;

  return (
    <form onSubmit={onSubmit} className="flex max-w-5xl flex-col gap-6" noValidate>
      <WorkingCopyOffer {...autosave} />
      <TitleAndTextColumns
        form={form}
        legends={{ fa: t('persian'), en: t('english') }}
        title="title"
        text="description"
        labels={{ title_fa: t('titleFa'), title_en: t('titleEn'), description_fa: t('descriptionFa'), description_en: t('descriptionEn') }}
        rows={5}
      />

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
        <SelectField
          form={form}
          name="status"
          label={t('status')}
          options={[
            { value: 'draft', label: t('draft') },
            { value: 'published', label: t('published') },
          ]}
        />
      </div>

      <div className="flex items-center gap-3">
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          {event ? t('save') : t('create')}
        </Button>
        <AutosaveStatus state={autosave.state} retry={autosave.retry} />
        {event ? (
          <ConfirmButton label={t('delete')} title={t('confirmDelete', { title: locale === 'fa' ? event.title_fa : event.title_en })} confirmLabel={t('delete')} onConfirm={() => remove(`/api/manager/events/${event.id}`)} />
        ) : null}
      </div>
    </form>
  );
}
