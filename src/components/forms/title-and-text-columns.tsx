'use client';

import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import { LanguageColumns } from './language-columns';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

type Props<T extends FieldValues> = {
  form: UseFormReturn<T>;
  legends: Record<Locale, string>;
  /** The field-name stems: `title` gives `title_fa` and `title_en`. */
  title: string;
  text: string;
  /** Each field's label, by its full name (`title_fa`, `text_en`, …). */
  labels: Record<string, string>;
  rows: number;
};

/**
 * A bilingual record's title and longer text, one column per language, each field typed in its own
 * language and direction: events, guides and notifications are written this way.
 */
export function TitleAndTextColumns<T extends FieldValues>({ form, legends, title, text, labels, rows }: Props<T>) {
  const column = (locale: Locale) => {
    const { dir } = localeInfo[locale];
    const titleName = `${title}_${locale}` as Path<T>;
    const textName = `${text}_${locale}` as Path<T>;
    return (
      <>
        <TextField form={form} name={titleName} label={labels[titleName] ?? titleName} autoComplete="off" dir={dir} lang={locale} />
        <TextAreaField form={form} name={textName} label={labels[textName] ?? textName} rows={rows} dir={dir} lang={locale} />
      </>
    );
  };
  return <LanguageColumns legends={legends} {...(Object.fromEntries(locales.map((locale) => [locale, column(locale)])) as Record<Locale, ReactNode>)} />;
}
