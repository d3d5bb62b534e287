'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { fieldErrorOf } from '@/components/forms/field-error';
import { TextAreaField } from '@/components/forms/text-area-field';
import { TextField } from '@/components/forms/text-field';
import { FieldError } from '@/components/ui/field';
import { localeInfo, type Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { slugify } from '@/shared/text/normalize';
import { completenessOf, type Completeness, type ContentFormValues } from './content-form-values';
import { RichTextEditor } from './rich-text-editor';

type Props = {
  form: UseFormReturn<ContentFormValues>;
  lang: Locale;
  /** An existing translation keeps its slug; a new one follows its title until the slug is typed. */
  hasSlug: boolean;
};

const badgeClass: Record<Completeness, string> = {
  complete: 'bg-success/15 text-success',
  partial: 'bg-warn/15 text-warn',
  empty: 'bg-surface-2 text-muted',
};

/**
 * One language of a content item: title (the slug follows it), excerpt, rich body and the search
 * engines' texts, with how complete the language is. The texts are written in `lang`; the labels
 * stay in the page's language.
 */
export function ContentLanguageColumn({ form, lang, hasSlug }: Props) {
  const t = useTranslations('managerContent.form');
  const headingId = useId();
  const [isSlugTyped, setIsSlugTyped] = useState(hasSlug);
  const texts = useWatch({ control: form.control, name: `translations.${lang}` });
  const completeness = completenessOf(texts);
  const { dir } = localeInfo[lang];
  const path = (key: keyof ContentFormValues['translations'][Locale]) => `translations.${lang}.${key}` as const;
  const setSlug = (slug: string) => form.setValue(path('slug'), slug, { shouldDirty: true });
  const bodyError = fieldErrorOf(form, path('body'));

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4">
      <div className="flex items-center gap-3">
        <h2 id={headingId} className="text-lg font-bold">
          {t(lang)}
        </h2>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', badgeClass[completeness])} data-testid={`completeness-${lang}`}>
          {t(`completeness.${completeness}`)}
        </span>
      </div>
      <TextField
        form={form}
        name={path('title')}
        label={t('title')}
        dir={dir}
        lang={lang}
        onChange={(event) => {
          if (!isSlugTyped) setSlug(slugify(event.target.value));
        }}
      />
      <TextField
        form={form}
        name={path('slug')}
        label={t('slug')}
        hint={t('slugHint')}
        dir={dir}
        lang={lang}
        onChange={() => setIsSlugTyped(true)}
        onBlur={(event) => setSlug(slugify(event.target.value))}
      />
      <TextAreaField form={form} name={path('excerpt')} label={t('excerpt')} dir={dir} lang={lang} rows={3} />
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">{t('body')}</span>
        <Controller
          control={form.control}
          name={path('body')}
          render={({ field }) => (
            <RichTextEditor
              id={`${headingId}-body`}
              label={`${t('body')} (${t(lang)})`}
              value={field.value}
              dir={dir}
              lang={lang}
              invalid={Boolean(bodyError)}
              describedBy={bodyError ? `${headingId}-body-error` : undefined}
              onChange={field.onChange}
            />
          )}
        />
        <FieldError id={`${headingId}-body-error`} message={bodyError} />
      </div>
      <details className="rounded-lg border border-border p-3">
        <summary className="cursor-pointer text-sm font-medium">{t('seo')}</summary>
        <div className="mt-3 flex flex-col gap-3">
          <TextField form={form} name={path('seo_title')} label={t('seoTitle')} dir={dir} lang={lang} />
          <TextAreaField form={form} name={path('seo_description')} label={t('seoDescription')} dir={dir} lang={lang} rows={2} />
        </div>
      </details>
    </section>
  );
}
