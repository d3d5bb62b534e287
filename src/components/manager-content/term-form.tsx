'use client';

import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { TextField } from '@/components/forms/text-field';
import { localeInfo, locales } from '@/i18n/locales';
import { termContracts } from '@/shared/api/browser/manager-content';
import { termWriteSchema, type ManagedTerm } from '@/shared/schemas/manager-content';
import { BilingualRecordForm } from './bilingual-record-form';
import { useRecordForm } from './use-record-form';

type Props = { kind: 'categories' | 'tags'; term?: ManagedTerm };
type Name = { name: string; slug: string };
type Values = { position: string; translations: Record<'fa' | 'en', Name> };

/**
 * The body of a category or tag's create and update: a language is sent once it has a name,
 * its slug only when one was typed (the server makes it from the name otherwise).
 */
function toBody({ position, translations }: Values): z.input<typeof termWriteSchema> {
  const named: z.input<typeof termWriteSchema>['translations'] = {};
  for (const lang of locales) {
    const { name, slug } = translations[lang];
    if (name.trim()) named[lang] = { name, ...(slug.trim() ? { slug } : {}) };
  }
  return { position: position.trim() || 0, translations: named };
}

/** Create or rename a category or tag in both languages (and order a category). */
export function TermForm({ kind, term }: Props) {
  const t = useTranslations('managerContent.terms');
  const name = (lang: 'fa' | 'en'): Name => ({ name: term?.translations[lang]?.name ?? '', slug: term?.translations[lang]?.slug ?? '' });
  const { form, onSubmit, onDelete } = useRecordForm({
    contracts: termContracts[kind],
    schema: termWriteSchema,
    defaults: { position: String(term?.position ?? 0), translations: { fa: name('fa'), en: name('en') } },
    toBody,
    id: term?.id,
    listPath: `/manager/panel/${kind}`,
  });

  return (
    <BilingualRecordForm
      form={form}
      onSubmit={onSubmit}
      onDelete={onDelete}
      className="max-w-3xl"
      labels={{ submit: term ? t('save') : t(`create.${kind}`), delete: t('delete'), confirmDelete: t('confirmDelete') }}
      column={(lang) => (
        <>
          <TextField form={form} name={`translations.${lang}.name`} label={t('name')} lang={lang} dir={localeInfo[lang].dir} />
          <TextField form={form} name={`translations.${lang}.slug`} label={t('slug')} hint={t('slugHint')} lang={lang} dir={localeInfo[lang].dir} />
        </>
      )}
      after={kind === 'categories' ? <TextField form={form} name="position" label={t('position')} inputMode="numeric" dir="ltr" className="w-40" /> : null}
    />
  );
}
