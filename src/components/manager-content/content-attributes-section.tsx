'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { fieldErrorWithin } from '@/components/forms/field-error';
import type { ContentType } from '@/shared/content-types';
import { AttributeFields } from './attribute-fields';
import type { ContentFormValues } from './content-form-values';

/** The content type's own fields (a coin's symbol, a book's file, a metaverse's twelve topics…). */
export function ContentAttributesSection({ form, type }: { form: UseFormReturn<ContentFormValues>; type: ContentType }) {
  const t = useTranslations('managerContent');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4">
      <h2 id={headingId} className="text-lg font-bold">
        {t('form.typeFields', { type: t(`singular.${type}`) })}
      </h2>
      <Controller
        control={form.control}
        name="attributes"
        render={({ field }) => (
          <AttributeFields type={type} values={field.value} onChange={field.onChange} errorOf={(key) => fieldErrorWithin(form, `attributes.${key}`)} />
        )}
      />
    </section>
  );
}
