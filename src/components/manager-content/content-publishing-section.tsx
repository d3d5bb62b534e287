'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { fieldErrorOf } from '@/components/forms/field-error';
import { SelectField } from '@/components/forms/select-field';
import { DatePicker } from '@/components/ui/date-picker';
import { FieldError } from '@/components/ui/field';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { formatDateTime, parseModelDateTime } from '@/shared/dates';
import { storedStatus } from '@/shared/publishing';
import { ContentTermPicker } from './content-term-picker';
import type { ContentFormValues } from './content-form-values';
import { MediaUpload } from './media-upload';

type Props = {
  form: UseFormReturn<ContentFormValues>;
  categories: { id: string; name: string }[];
  tags: { id: string; name: string }[];
  /** Without the publish permission only drafts can be saved (an item's current status stays selectable). */
  canPublish: boolean;
};

const statuses = ['draft', 'published', 'scheduled'] as const;

/** Status and publish date, primary and extra categories, tags and the cover image of a content item. */
export function ContentPublishingSection({ form, categories, tags, canPublish }: Props) {
  const t = useTranslations('managerContent');
  const locale = useLocale() as Locale;
  const id = useId();
  const error = (path: string) => fieldErrorOf(form, path);
  const [status, publishedAtText, primaryCategory] = useWatch({ control: form.control, name: ['status', 'published_at', 'category_id'] });
  // Published means visible now: a date still ahead makes the save a schedule, and the form says so.
  const publishedAt = publishedAtText ? parseModelDateTime(publishedAtText) : null;
  const publishesLater = status === 'published' && publishedAt !== null && storedStatus(status, publishedAt) === 'scheduled';

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-6 rounded-2xl border border-border bg-surface p-4 md:grid-cols-2">
      <h2 id={`${id}-heading`} className="text-lg font-bold md:col-span-2">
        {t('form.publishing')}
      </h2>
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t('form.status')}</legend>
            {statuses.map((status) => (
              <label key={status} className={cn('flex items-center gap-2 text-sm', !canPublish && status !== 'draft' && 'opacity-50')}>
                <input
                  type="radio"
                  name={`${id}-status`}
                  value={status}
                  checked={field.value === status}
                  disabled={!canPublish && status !== 'draft' && field.value !== status}
                  onChange={() => field.onChange(status)}
                />
                {t(`statuses.${status}`)}
              </label>
            ))}
            {!canPublish ? <p className="text-xs text-muted">{t('form.noPublish')}</p> : null}
            <FieldError message={error('status')} />
          </fieldset>
        )}
      />
      <div className="flex flex-col gap-1.5">
        <Controller
          control={form.control}
          name="published_at"
          render={({ field }) => (
            <DatePicker
              id={`${id}-published-at`}
              mode="datetime"
              label={t('form.publishedAt')}
              locale={locale}
              value={field.value}
              onChange={field.onChange}
              invalid={Boolean(error('published_at'))}
              describedBy={error('published_at') ? `${id}-published-at-error` : undefined}
            />
          )}
        />
        <p className="text-xs text-muted">{t('form.publishedAtHint')}</p>
        <p role="status" className={cn(publishesLater && 'rounded-lg bg-primary/10 px-3 py-2 text-sm text-fg')} data-testid="publishes-later">
          {publishesLater ? t('form.publishesLater', { date: formatDateTime(publishedAt, locale) }) : null}
        </p>
        <FieldError id={`${id}-published-at-error`} message={error('published_at')} />
      </div>
      <SelectField
        form={form}
        name="category_id"
        label={t('form.category')}
        options={[{ value: '', label: t('form.noCategory') }, ...categories.map((category) => ({ value: category.id, label: category.name }))]}
      />
      <Controller
        control={form.control}
        name="category_ids"
        render={({ field }) => (
          <ContentTermPicker
            // The primary category is no extra one: it is left out here, and out of what is sent.
            terms={categories.filter((category) => category.id !== primaryCategory)}
            value={field.value}
            onChange={field.onChange}
            labels={{ legend: t('form.extraCategories'), filter: t('form.filterCategories'), empty: t('form.noCategories') }}
            hint={t('form.extraCategoriesHint')}
            error={error('category_ids')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="tag_ids"
        render={({ field }) => (
          <ContentTermPicker
            terms={tags}
            value={field.value}
            onChange={field.onChange}
            labels={{ legend: t('form.tags'), filter: t('form.filterTags'), empty: t('form.noTags') }}
            error={error('tag_ids')}
          />
        )}
      />
      <div className="md:col-span-2">
        <Controller
          control={form.control}
          name="cover"
          render={({ field }) => <MediaUpload label={t('form.cover')} accept="image/*" value={field.value} onChange={field.onChange} error={error('cover_id')} />}
        />
      </div>
    </section>
  );
}
