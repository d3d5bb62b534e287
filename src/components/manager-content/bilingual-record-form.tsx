'use client';

import { useTranslations } from 'next-intl';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { fieldErrorOf } from '@/components/forms/field-error';
import { LanguageColumns } from '@/components/forms/language-columns';
import { SubmitButton } from '@/components/forms/submit-button';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { FieldError } from '@/components/ui/field';
import { locales, type Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';

type Props<T extends FieldValues> = {
  form: UseFormReturn<T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Present when editing: the delete button, confirmed first. */
  onDelete?: () => Promise<void>;
  labels: { submit: string; delete: string; confirmDelete: string };
  /** One language's fields; each passes that language's `lang` and `dir` to what is typed. */
  column: (lang: Locale) => ReactNode;
  /** Fields that belong to both languages, above and below the columns. */
  before?: ReactNode;
  after?: ReactNode;
  className?: string;
};

/**
 * The frame of a record written in both languages (FAQ, category, tag): the "at least one
 * language" error, the two columns, and save / delete.
 */
export function BilingualRecordForm<T extends FieldValues>({ form, onSubmit, onDelete, labels, column, before, after, className }: Props<T>) {
  const t = useTranslations('managerContent.form');
  const columns = Object.fromEntries(locales.map((lang) => [lang, column(lang)])) as Record<Locale, ReactNode>;
  return (
    <form noValidate className={cn('flex flex-col gap-6', className)} onSubmit={onSubmit}>
      <FieldError message={fieldErrorOf(form, 'translations')} />
      {before}
      <LanguageColumns legends={{ fa: t('fa'), en: t('en') }} {...columns} />
      {after}
      <div className="flex items-center gap-3">
        <SubmitButton isLoading={form.formState.isSubmitting}>
          {labels.submit}
        </SubmitButton>
        {onDelete ? (
          <ConfirmButton label={labels.delete} title={labels.confirmDelete} confirmLabel={labels.delete} onConfirm={onDelete} className="ms-auto" />
        ) : null}
      </div>
    </form>
  );
}
