'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import { LanguageColumns } from './language-columns';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

type TitleAndDescription = { title_fa: string; title_en: string; description_fa: string; description_en: string };

/** A record's title and description as the columns start: its own, or empty while creating. */
export function titleAndDescriptionOf(record: TitleAndDescription | undefined): TitleAndDescription {
  return {
    title_fa: record?.title_fa ?? '',
    title_en: record?.title_en ?? '',
    description_fa: record?.description_fa ?? '',
    description_en: record?.description_en ?? '',
  };
}

type Props<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The longer text's field-name stem: `description` gives `description_fa` and `description_en` beside `title_fa` and `title_en`. */
  text: 'description' | 'text';
  rows: number;
};

/**
 * A bilingual record's title and longer text, one column per language, each field typed in its own
 * language and direction and labelled by its API name: events, guides and notifications are written this way.
 */
export function TitleAndTextColumns<T extends FieldValues>({ form, text, rows }: Props<T>) {
  const fields = useTranslations('fields');
  const languages = useTranslations('managerContent.form');
  const column = (locale: Locale) => {
    const { dir } = localeInfo[locale];
    const titleName = `title_${locale}` as const;
    const textName = `${text}_${locale}` as const;
    return (
      <>
        <TextField form={form} name={titleName as Path<T>} label={fields(titleName)} autoComplete="off" dir={dir} lang={locale} />
        <TextAreaField form={form} name={textName as Path<T>} label={fields(textName)} rows={rows} dir={dir} lang={locale} />
      </>
    );
  };
  return (
    <LanguageColumns
      legends={{ fa: languages('fa'), en: languages('en') }}
      {...(Object.fromEntries(locales.map((locale) => [locale, column(locale)])) as Record<Locale, ReactNode>)}
    />
  );
}
