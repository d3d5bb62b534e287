'use client';

import { useTranslations } from 'next-intl';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { SelectField } from './select-field';

type Props<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** Where the labels `status`, `draft` and `published` are. */
  messages: 'events.manager' | 'whereToStart.manager';
};

/** The `status` of a record kept as a draft until it is published (events, guides). */
export function StatusField<T extends FieldValues>({ form, messages }: Props<T>) {
  const t = useTranslations(messages);
  return (
    <SelectField
      form={form}
      name={'status' as Path<T>}
      label={t('status')}
      options={[
        { value: 'draft', label: t('draft') },
        { value: 'published', label: t('published') },
      ]}
    />
  );
}
