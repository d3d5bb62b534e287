'use client';

import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { SelectField } from '@/components/forms/select-field';
import { TextAreaField } from '@/components/forms/text-area-field';
import { TextField } from '@/components/forms/text-field';
import { localeInfo, locales } from '@/i18n/locales';
import { featureTopicKeys, type FeatureTopic } from '@/shared/content-types';
import { managerContentContracts } from '@/shared/api/browser/manager-content';
import { faqWriteSchema, type ManagedFaq } from '@/shared/schemas/manager-content';
import { BilingualRecordForm } from './bilingual-record-form';
import { useRecordForm } from './use-record-form';

type Text = { question: string; answer: string };
type Values = { topic: FeatureTopic; position: string; translations: Record<'fa' | 'en', Text> };

/** The body of an FAQ's create and update: a language is sent once anything is written in it. */
function toBody({ topic, position, translations }: Values): z.input<typeof faqWriteSchema> {
  const written: z.input<typeof faqWriteSchema>['translations'] = {};
  for (const lang of locales) {
    const { question, answer } = translations[lang];
    if (question.trim() || answer.trim()) written[lang] = { question, answer };
  }
  return { topic, position: position.trim() || 0, translations: written };
}

/** Create or edit an FAQ: one of the twelve topics, the question and answer in both languages. */
export function FaqForm({ faq }: { faq?: ManagedFaq }) {
  const t = useTranslations('managerContent.faqs');
  const topics = useTranslations('content.topics');
  const text = (lang: 'fa' | 'en'): Text => ({ question: faq?.translations[lang]?.question ?? '', answer: faq?.translations[lang]?.answer ?? '' });
  const { form, onSubmit, onDelete } = useRecordForm({
    contracts: { create: managerContentContracts.createFaq, update: managerContentContracts.updateFaq, remove: managerContentContracts.deleteFaq },
    schema: faqWriteSchema,
    defaults: { topic: faq?.topic ?? 'definition', position: String(faq?.position ?? 0), translations: { fa: text('fa'), en: text('en') } },
    toBody,
    id: faq?.id,
    listPath: '/manager/panel/faqs',
  });

  return (
    <BilingualRecordForm
      form={form}
      onSubmit={onSubmit}
      onDelete={onDelete}
      className="max-w-4xl"
      labels={{ submit: faq ? t('save') : t('create'), delete: t('delete'), confirmDelete: t('confirmDelete') }}
      before={
        <div className="flex flex-wrap gap-4">
          <SelectField form={form} name="topic" label={t('topic')} options={featureTopicKeys.map((key) => ({ value: key, label: topics(key) }))} />
          <TextField form={form} name="position" label={t('position')} inputMode="numeric" dir="ltr" className="w-40" />
        </div>
      }
      column={(lang) => (
        <>
          <TextField form={form} name={`translations.${lang}.question`} label={t('question')} lang={lang} dir={localeInfo[lang].dir} />
          <TextAreaField form={form} name={`translations.${lang}.answer`} label={t('answer')} lang={lang} dir={localeInfo[lang].dir} rows={6} />
        </>
      )}
    />
  );
}
